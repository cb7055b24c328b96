/** Public route /logout: ends the session and shows the login page. */
import { useEffect } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { TopProgress } from '../layout/NavigationProgress';

export default function Logout() {
  const logout = useLogout();
  const translate = useTranslate();
  useEffect(() => {
    // Not "back to where you were" after the next login: that would be /logout again.
    void logout({}, '/login', false);
  }, [logout]);
  return (
    <>
      <TopProgress />
      <p style={{ textAlign: 'center', marginTop: '4rem' }}>{translate('app.logout.progress')}</p>
    </>
  );
}
