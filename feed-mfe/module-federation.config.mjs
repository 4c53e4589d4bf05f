// What the feed remote exposes to the shell.
export default {
  name: 'feed',
  exposes: { './App': './src/App.tsx' },
};
