import { Route, Routes } from 'react-router';
import { EditTiktokPage, NewTiktokPage, TiktoksListPage } from './tiktok-screens';

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
