/**
 * The rich text editor (ra-input-rich-text, TipTap), loaded lazily by fieldKindInputs.tsx. The
 * toolbar keeps what the server's sanitiser allows and a staff announcement needs: formats,
 * lists, links, quotes and clearing. The level menu, colours, alignment and images are left out
 * (the sanitiser drops styles and the record has its own image field; the level menu is a
 * list item outside any list and names itself apart from what it shows). The editable area is
 * named after the field, for screen readers.
 */
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
  type RichTextInputProps,
} from 'ra-input-rich-text';

export default function RichTextEditor(props: RichTextInputProps & { label: string }) {
  return (
    <RichTextInput
      {...props}
      editorOptions={{
        ...DefaultEditorOptions,
        editorProps: { attributes: { 'aria-label': props.label } },
      }}
      toolbar={
        <RichTextInputToolbar size="small">
          <FormatButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
}
