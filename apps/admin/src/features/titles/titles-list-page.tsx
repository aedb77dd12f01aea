import { WholeListScreen } from '../../kit/list/whole-list-screen';
import { titles } from './api';
import { TITLE_COLUMNS } from './title-columns';

/** SPEC 2 "Titles and Subtitles": every section's title in one table. */
export function TitlesListPage() {
  return (
    <WholeListScreen
      useAll={titles.useAll}
      title="Titles & Subtitles"
      description="The heading and the line under it on each section of the customer app."
      what="titles"
      skeletonRows={5}
      empty="No sections yet. They are created with the customer app's pages."
      columns={TITLE_COLUMNS}
      minWidth={720}
    />
  );
}
