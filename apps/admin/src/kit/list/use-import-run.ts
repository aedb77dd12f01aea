import type { ImportResult } from '@adlib/shared';
import { useState } from 'react';
import type { ImportChoice, ImportProgressLine } from '../resource/resource-types';

/** The resource's import call (`resource.useImportFile()`). */
export type ImportRun = (
  file: File,
  choice: ImportChoice,
  onProgress: (line: ImportProgressLine) => void,
) => Promise<ImportResult>;

export type ImportPhase = 'idle' | 'checking' | 'importing';

/** The import dialog's state: the file, the choice, a check or import running, its answer. */
export function useImportRun(run: ImportRun, onClose: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [skipDuplicates, setSkipDuplicates] = useState(false);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [percent, setPercent] = useState(0);
  const [rowsRead, setRowsRead] = useState(0);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async (dryRun: boolean) => {
    if (!file) return;
    setPhase(dryRun ? 'checking' : 'importing');
    setPercent(0);
    setRowsRead(0);
    setResult(null);
    setFailure(null);
    try {
      const answer = await run(file, { dryRun, skipInvalid, skipDuplicates }, (line) => {
        setRowsRead(line.rows);
        if (file.size) setPercent(Math.min(100, (line.bytes / file.size) * 100));
      });
      setPercent(100);
      setResult(answer);
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setPhase('idle');
    }
  };
  const choose = (picked: File | null) => {
    setFile(picked);
    setResult(null);
    setFailure(null);
  };
  const chooseSkipInvalid = (skip: boolean) => {
    setSkipInvalid(skip);
    setResult(null);
  };
  const chooseSkipDuplicates = (skip: boolean) => {
    setSkipDuplicates(skip);
    setResult(null);
  };
  const close = () => {
    if (phase !== 'idle') return; // the transaction is running: closing would hide its outcome
    choose(null);
    onClose();
  };
  return {
    file,
    skipInvalid,
    skipDuplicates,
    phase,
    percent,
    rowsRead,
    result,
    failure,
    start,
    choose,
    chooseSkipInvalid,
    chooseSkipDuplicates,
    close,
  };
}
