// What the auth remote exposes to the shell.
export default {
  name: 'auth',
  exposes: { './App': './src/App.tsx' },
};
