import { Link } from '@mantine/tiptap';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';

/**
 * What an article may hold, for the editor and the preview alike: StarterKit's headings,
 * marks, lists and quotes, Mantine's Link (StarterKit 3 brings a link of its own, turned
 * off) and images by URL. The preview renders through this schema, so nothing else shows.
 */
export const ARTICLE_EXTENSIONS = [StarterKit.configure({ link: false }), Link, Image];
