import type { ResponseOf } from '@adlib/shared';
import { useQueryClient } from '@tanstack/react-query';
import { download, endpointPath, type Query, streamed, upload } from '../../api/client';
import { declared, type ResourceContext } from './resource-context';
import type { ResourceContract, UploadEndpoint } from './resource-contract';
import type { ImportChoice, ImportProgressLine } from './resource-types';

/** A record's file to an upload route, reporting 0–100; answers the route's data (`Answer`: its response). */
function uploadFile<Answer>(
  endpoint: UploadEndpoint,
  id: number,
  file: File,
  onProgress: (percent: number) => void,
  fileField = 'file',
) {
  return upload<Answer>({
    path: endpointPath(endpoint),
    file,
    fileField,
    fields: { id: String(id), folder: endpoint.folder },
    onProgress,
  });
}

/** Uploads, the CSV export and the import: the calls that move files. */
export function fileHooks<C extends ResourceContract, Filters extends Query>(
  context: ResourceContext<C, Filters>,
) {
  const { contract, keys } = context;
  type Uploads = NonNullable<C['uploads']>;
  const hooks = {
    /** The file of record `id`, sent after the record is saved, reporting 0–100. */
    upload(id: number, file: File, onProgress: (percent: number) => void) {
      return uploadFile<ResponseOf<NonNullable<C['upload']>>>(
        declared(contract.upload, 'upload'),
        id,
        file,
        onProgress,
      );
    },

    /** A file of record `id` to the named upload route, its part named `fileField` ('file', or a slot such as '3'). */
    uploadTo<K extends keyof Uploads & string>(
      route: K,
      id: number,
      file: File,
      onProgress: (percent: number) => void,
      fileField = 'file',
    ) {
      const uploads: Uploads = declared(contract.uploads, 'uploads');
      const to = uploads[route];
      if (!to) throw new Error(`This area's contract declares no upload ${route}`);
      return uploadFile<ResponseOf<NonNullable<Uploads[K]>>>(to, id, file, onProgress, fileField);
    },

    /**
     * Imports a file (or, dryRun, checks it), hearing the server's progress lines; the
     * lists start again from the first page once rows were written.
     */
    useImportFile() {
      const queryClient = useQueryClient();
      return async (
        file: File,
        choice: ImportChoice,
        onProgress?: (line: ImportProgressLine) => void,
        signal?: AbortSignal,
      ) => {
        const importCall = declared(contract.import, 'import');
        const result = await streamed<ResponseOf<typeof importCall>, ImportProgressLine>({
          path: endpointPath(importCall),
          file,
          fields: {
            dry_run: String(choice.dryRun),
            skip_invalid: String(choice.skipInvalid),
            // only areas that check duplicates are asked: another area's import has no such option
            ...(choice.skipDuplicates ? { skip_duplicates: 'true' } : {}),
          },
          onProgress,
          signal,
        });
        if (result.outcome === 'imported' && result.inserted + result.updated > 0) {
          void queryClient.invalidateQueries({ queryKey: keys.details() });
          void queryClient.resetQueries({ queryKey: keys.lists() });
        }
        return result;
      };
    },

    /** The list's current filters as a CSV download; `onProgress` hears the lines received so far. */
    exportCsv(filters: Filters, onProgress?: (lines: number) => void) {
      const file = declared(contract.export, 'export');
      return download(endpointPath(file), filters, file.fileName, onProgress);
    },
  };
  return {
    ...hooks,
    // the list screen offers Import and Export CSV where the resource has them: absent at run
    // time too, not only from the type, when the contract declares no such call
    useImportFile: contract.import ? hooks.useImportFile : undefined,
    exportCsv: contract.export ? hooks.exportCsv : undefined,
  };
}
