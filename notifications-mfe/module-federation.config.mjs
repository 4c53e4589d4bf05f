// What the notifications remote exposes to the shell.
export default {
  name: 'notifications',
  exposes: { './App': './src/App.tsx', './Bell': './src/Bell.tsx' },
};
