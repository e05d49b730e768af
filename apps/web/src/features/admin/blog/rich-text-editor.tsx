import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import './rich-text-editor.css';
import {
  Bold,
  Code2,
  Heading2,
  Heading3,
  ImageIcon,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
} from 'lucide-react';
import { useEffect } from 'react';
import { IconButton } from '../../../components/ui/icon-button.tsx';

export const CODE_LANGUAGES = ['html', 'javascript', 'css', 'php', 'python', 'json'] as const;

interface Props {
  value: string;
  onChange: (html: string) => void;
  dir: 'ltr' | 'rtl';
  label: string;
  onPickImage: () => Promise<string | undefined>;
  /** Given what focuses the editor, so a form can move focus to it (react-hook-form's field ref). */
  focusRef?: (target: { focus: () => void } | null) => void;
}

/** The post editor: headings, lists, links, library images and code blocks, bundled with the app. */
export function RichTextEditor({ value, onChange, dir, label, onPickImage, focusRef }: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
    ],
    content: value,
    editorProps: {
      attributes: {
        class: 'post-content min-h-[300px] p-4 focus:outline-none',
        dir,
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    immediatelyRender: true,
    injectCSS: false,
  });
  useEffect(() => {
    if (editor && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    focusRef?.(editor && { focus: () => editor.commands.focus() });
  }, [editor, focusRef]);
  if (!editor) return null;

  const button = (active: boolean, title: string, run: () => void, Icon: typeof Bold) => (
    <IconButton
      label={title}
      aria-pressed={active}
      onClick={run}
      className={`rounded p-1.5 ${active ? 'bg-slate-800 text-white' : 'hover:bg-slate-100'}`}
    >
      <Icon className="size-4" aria-hidden="true" />
    </IconButton>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="rounded-lg border border-slate-300" data-testid={`editor-${dir}`}>
      <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 p-1">
        {button(
          editor.isActive('heading', { level: 2 }),
          'Heading',
          () => chain().toggleHeading({ level: 2 }).run(),
          Heading2,
        )}
        {button(
          editor.isActive('heading', { level: 3 }),
          'Subheading',
          () => chain().toggleHeading({ level: 3 }).run(),
          Heading3,
        )}
        {button(editor.isActive('bold'), 'Bold', () => chain().toggleBold().run(), Bold)}
        {button(editor.isActive('italic'), 'Italic', () => chain().toggleItalic().run(), Italic)}
        {button(
          editor.isActive('bulletList'),
          'Bullet list',
          () => chain().toggleBulletList().run(),
          List,
        )}
        {button(
          editor.isActive('orderedList'),
          'Numbered list',
          () => chain().toggleOrderedList().run(),
          ListOrdered,
        )}
        {button(
          editor.isActive('blockquote'),
          'Quote',
          () => chain().toggleBlockquote().run(),
          Quote,
        )}
        {button(
          editor.isActive('link'),
          'Link',
          () => {
            const href = window.prompt(
              'Link address (https://… or /recipe/…)',
              editor.getAttributes('link').href as string | undefined,
            );
            if (href === null) return;
            if (href === '') chain().unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          },
          Link2,
        )}
        {button(
          false,
          'Image from the library',
          () => {
            void onPickImage().then((src) => src && chain().setImage({ src }).run());
          },
          ImageIcon,
        )}
        <span className="inline-flex items-center gap-1">
          <Code2 className="size-4" aria-hidden="true" />
          <select
            aria-label="Code block language"
            value={
              editor.isActive('codeBlock')
                ? ((editor.getAttributes('codeBlock').language as string) ?? '')
                : ''
            }
            onChange={(event) =>
              event.target.value
                ? chain().setCodeBlock({ language: event.target.value }).run()
                : chain().setParagraph().run()
            }
            className="rounded border border-slate-300 px-1 py-0.5 text-xs"
          >
            <option value="">Code…</option>
            {CODE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </select>
        </span>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
