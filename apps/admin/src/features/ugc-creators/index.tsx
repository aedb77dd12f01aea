import { Route, Routes } from 'react-router';
import { EditCreatorPage, NewCreatorPage } from './pages/creator-screens';
import { CreatorsListPage } from './pages/creators-list-page';

/** The UGC Creators area (super), loaded as its own chunk. */
export default function UgcCreatorsArea() {
  return (
    <Routes>
      <Route index element={<CreatorsListPage />} />
      <Route path="new" element={<NewCreatorPage />} />
      <Route path="edit/:id" element={<EditCreatorPage />} />
    </Routes>
  );
}
