import { Outlet, useNavigation } from 'react-router';
import { Footer } from './Footer';
import { TopNav } from './TopNav';

export function AppLayout() {
  const navigation = useNavigation();
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {navigation.state !== 'idle' && (
        <div className="nav-progress" role="progressbar" aria-label="Loading page" />
      )}
      <TopNav />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
