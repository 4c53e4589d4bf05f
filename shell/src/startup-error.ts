/** Without app-config.json nothing can render; say so plainly and offer a reload. */
export function renderStartupError() {
  const container = document.getElementById('root');
  if (!container) return;
  const main = document.createElement('main');
  main.setAttribute(
    'style',
    'font-family: system-ui, sans-serif; max-width: 480px; margin: 15vh auto; padding: 24px; text-align: center;',
  );
  const title = document.createElement('h1');
  title.textContent = 'Like and Gripe could not start';
  const message = document.createElement('p');
  message.textContent =
    "The site's configuration could not be loaded. Please try again in a moment.";
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  main.append(title, message, retry);
  container.replaceChildren(main);
}
