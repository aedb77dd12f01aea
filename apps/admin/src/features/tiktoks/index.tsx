import { Route, Routes } from 'react-router';
import { EditTiktokPage } from './edit-tiktok-page';
import { NewTiktokPage } from './new-tiktok-page';
import { TiktoksListPage } from './tiktoks-list-page';

/** The TikToks area (super), loaded as its own chunk. */
export default function TiktoksArea() {
  return (
    <Routes>
      <Route index element={<TiktoksListPage />} />
      <Route path="new" element={<NewTiktokPage />} />
      <Route path="edit/:id" element={<EditTiktokPage />} />
    </Routes>
  );
}
