import '@mantine/tiptap/styles.layer.css';
import { Button, Input, Popover, Stack, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { ARTICLE_EXTENSIONS } from './editor-extensions';
import type { ArticleFormValues } from './form-values';

/**
 * The article's body: Mantine's Tiptap editor with what a blog post needs (headings, bold,
 * italic, lists, links, images by URL, quotes). Its HTML is the form's `content`; the
 * server sanitizes it again, so the editor is a convenience, not the guard.
 */
export function ContentEditor() {
  const { control } = useFormContext<ArticleFormValues>();
  const { field, fieldState } = useController({ control, name: 'content' });
  const editor = useEditor({
    extensions: ARTICLE_EXTENSIONS,
    content: field.value,
    onUpdate: ({ editor: e }) => field.onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => field.onBlur(),
    // the name belongs on the editable text box itself (the wrapper div may not carry one)
    editorProps: { attributes: { 'aria-label': 'Content', 'aria-multiline': 'true' } },
  });

  return (
    <Input.Wrapper label="Content" error={fieldState.error?.message}>
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ImageByUrlControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={280} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/** Inserts an image by its address (the blog has no uploads of its own). */
function ImageByUrlControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const valid = /^https?:\/\/\S+$/i.test(url.trim());
  const insert = () => {
    if (!valid) return;
    editor?.chain().focus().setImage({ src: url.trim() }).run();
    setUrl('');
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus shadow="md" withinPortal position="bottom">
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Insert image"
          title="Insert image"
          onClick={() => setOpened((o) => !o)}
        >
          <IconPhoto size={16} stroke={1.5} />
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            label="Image URL"
            placeholder="https://…"
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                insert();
              }
            }}
            error={url && !valid ? 'Enter a link starting with http:// or https://' : undefined}
          />
          <Button size="xs" onClick={insert} disabled={!valid}>
            Insert image
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
