// What the post remote exposes to the shell.
export default {
  name: 'post',
  exposes: { './App': './src/App.tsx' },
};
