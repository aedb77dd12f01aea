import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { TitleEditPage } from './title-edit-page';
import { TitlesListPage } from './titles-list-page';

/** The Titles & Subtitles area (super), loaded as its own chunk. */
export default function TitlesArea() {
  return (
    <Routes>
      <Route index element={<TitlesListPage />} />
      <Route path="edit/:id" element={<TitleEditPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
