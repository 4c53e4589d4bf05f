// `npm run export:upload -- <export dir>`: uploads an export's stored files to a Supabase project
// (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY) with their content type and cache control.
import { uploadStorageExport } from '../backend/src/export/storage-upload.importer.ts';

const [exportDir] = process.argv.slice(2);
const url = process.env.SUPABASE_URL;
const serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY;
if (!exportDir || !url || !serviceKey) {
  console.error(
    'usage: SUPABASE_URL=https://<ref>.supabase.co SUPABASE_SERVICE_ROLE_KEY=<key> npm run export:upload -- <export dir>',
  );
  process.exit(2);
}
const uploaded = await uploadStorageExport(exportDir, { url, serviceKey });
console.log(`Uploaded ${uploaded} files to ${url}. Now load storage/storage-owners.sql.`);
