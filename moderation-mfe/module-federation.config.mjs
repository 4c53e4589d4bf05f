// What the moderation remote exposes to the shell.
export default {
  name: 'moderation',
  exposes: { './App': './src/App.tsx' },
};
