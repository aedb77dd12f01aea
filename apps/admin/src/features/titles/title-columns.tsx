import type { TitleSubtitle } from '@adlib/shared';
import { Text } from '@mantine/core';
import { recordEditColumn } from '../../kit/list/column-builders';
import type { RecordColumn } from '../../kit/list/record-table';
import { titlePaths } from './manifest';

/** SPEC 2 "Titles and Subtitles": ID, Section, Title, Subtitle, Actions. */
export const TITLE_COLUMNS: RecordColumn<TitleSubtitle>[] = [
  { header: 'ID', w: 60, cell: (t) => t.id },
  {
    header: 'Section',
    w: 150,
    cell: (t) => (
      <Text ff="monospace" size="sm">
        {t.section}
      </Text>
    ),
  },
  { header: 'Title', td: { fw: 500 }, card: 'title', cell: (t) => t.title },
  {
    header: 'Subtitle',
    cell: (t) => (
      <Text size="sm" c="dimmed" lineClamp={2}>
        {t.subtitle}
      </Text>
    ),
  },
  recordEditColumn({ name: 'section', path: titlePaths.titleEdit }),
];
