import { Route, Routes } from 'react-router';
import { AdvertisementsListPage, EditAdvertisementPage, NewAdvertisementPage } from './advertisement-screens';

/** The Advertisements area (admin and super), loaded as its own chunk. */
export default function AdvertisementsArea() {
  return (
    <Routes>
      <Route index element={<AdvertisementsListPage key="visible" visible />} />
      <Route path="invisible" element={<AdvertisementsListPage key="invisible" visible={false} />} />
      <Route path="new" element={<NewAdvertisementPage />} />
      <Route path="edit/:id" element={<EditAdvertisementPage />} />
    </Routes>
  );
}
