import { type UgcCreator, type UgcCreatorInput, type UgcCreatorValues, ugcCreatorInput } from '@adlib/shared';
import type { RecordScreensDeclaration } from '../../../kit/form/record-screens';
import { ugcCreators } from '../api';
import { creatorPaths } from '../manifest';
import { CREATOR_CONVERSIONS } from './form-values';
import { useCreatorUploads } from './use-creator-uploads';

/** The creator's new and edit screens: the profile picture and video slots upload after the save. */
export const CREATOR: RecordScreensDeclaration<UgcCreator, UgcCreatorInput, UgcCreatorValues> = {
  name: 'ugc-creators',
  resource: ugcCreators,
  schema: ugcCreatorInput,
  conversions: CREATOR_CONVERSIONS,
  noun: 'UGC creator',
  what: 'UGC creator',
  list: { to: creatorPaths.ugcCreators, label: 'UGC Creators' },
  edit: creatorPaths.ugcCreatorEdit,
  useUploads: useCreatorUploads,
};
