// Server rendering has no error boundaries (React's or Preact's): the boundary's two steps are
// driven here as the browser's renderer drives them.
import { renderToStaticMarkup } from 'react-dom/server';
import { errorLog } from '../error-log';
import { AppErrorBoundary } from './AppErrorBoundary';

it('logs a render error outside the pages for the report, and shows the crash screen', () => {
  const error = new Error('the toaster broke');
  const boundary = new AppErrorBoundary({ children: null });
  boundary.componentDidCatch(error, { componentStack: '\n    at Toaster' });
  boundary.state = AppErrorBoundary.getDerivedStateFromError(error);

  expect(errorLog.entries()).toContainEqual(
    expect.objectContaining({ message: 'Error: the toaster broke', componentStack: '\n    at Toaster' }),
  );
  expect(renderToStaticMarkup(boundary.render())).toContain('Something went wrong');
});
