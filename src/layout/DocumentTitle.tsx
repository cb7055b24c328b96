/**
 * Page title 'page name | product name' (spec section 1): follows the title react-admin renders
 * into the app bar, whatever screen set it.
 */
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config';

export const documentTitle = (page: string) =>
  page.trim() ? `${page.trim()} | ${PRODUCT_NAME}` : PRODUCT_NAME;

export function DocumentTitle() {
  useEffect(() => {
    const update = () => {
      const target = document.getElementById('react-admin-title');
      document.title = documentTitle(target?.textContent ?? '');
    };
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    update();
    return () => observer.disconnect();
  }, []);
  return null;
}
