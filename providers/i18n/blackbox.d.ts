declare module '@blackbox-vision/ra-language-spanish/dist-web/index.js' {
  import type { TranslationMessages } from 'ra-core';
  const messages: TranslationMessages;
  export default messages;
}
