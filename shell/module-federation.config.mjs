// The shell declares no remotes here: they are registered at run time from /app-config.json.
export default { name: 'shell' };
