// What the profile remote exposes to the shell.
export default {
  name: 'profile',
  exposes: { './App': './src/App.tsx' },
};
