-- post_comment_summary reads a handful of rows instead of every written comment of the post (the
-- busiest benchmark post, 9,091 written comments, cost 31-36x the trivial request, because the
-- summary tokenized each of them, about 25 us a comment).
--
-- The database keeps, per post, the number of written top-level likes, gripes and questions
-- (post_written_comment_counts) and, per post, side (like / gripe) and word, how often the word is
-- used and where it first appears in topWords' reading order (post_comment_words). topWords
-- (shared-core/src/rules/sentiment.ts) reads the texts newest first (ties by id), each text word by
-- word, and ranks the words by count, ties by first appearance. So a word's first appearance is its
-- newest comment (created_at, id) and its first place in that comment (ordinal): the summary orders by
-- uses desc, newest_created_at desc, newest_comment_id desc, newest_ordinal, which is that order.
--
-- Statement triggers on comments keep both tables: an insert adds its comments' words (a comment newer
-- than a word's newest takes its place); a delete subtracts them, drops words no longer used, and for
-- a word whose newest comment was deleted looks for the newest remaining one (deletes are rare, so
-- that scans the post's comments of that side, newest first, until one has the word). Comments deleted
-- with their post are skipped: the post's rows go with it (foreign key cascade). Clients cannot update
-- comments; an update by the service (content, type, post, parent, date) counts as delete + insert.
--
-- The tokenizing, once per comment, is sentiment_words below: the rules and the Unicode ranges that
-- 20261122050000_post_comment_summary.sql spelled out inside post_comment_summary, now in this one
-- function, used by the triggers, the backfill and nothing else.
--
-- A word is unique per post and side through md5(word): a word may be up to 5,000 characters long,
-- too long for a b-tree entry. Lookups compare the word itself as well; only an insert would merge two
-- different words of one post and side with the same MD5 (no such pair of letter-only words is known).
--
-- Row-level security: readable by whoever can read comments (everyone); written only by the
-- triggers' security-definer functions.

create table public.post_written_comment_counts (
  post_id uuid not null references public.posts (id) on delete cascade,
  comment_type text not null,
  written integer not null,
  primary key (post_id, comment_type),
  constraint post_written_comment_counts_type_known check (comment_type in ('like', 'gripe', 'question')),
  constraint post_written_comment_counts_not_negative check (written >= 0)
);
comment on table public.post_written_comment_counts is
  'Written top-level likes, gripes and questions per post, kept by triggers on comments.';

create table public.post_comment_words (
  post_id uuid not null references public.posts (id) on delete cascade,
  comment_type text not null,
  word text not null,
  uses integer not null,
  newest_created_at timestamptz not null,
  newest_comment_id uuid not null,
  newest_ordinal integer not null,
  constraint post_comment_words_type_known check (comment_type in ('like', 'gripe')),
  constraint post_comment_words_uses_not_negative check (uses >= 0)
);
comment on table public.post_comment_words is
  'Sentiment words of the written top-level likes and gripes of each post, kept by triggers on comments.';

create unique index post_comment_words_post_id_type_word_key
  on public.post_comment_words (post_id, comment_type, md5(word));
-- The summary's top 3 per side, straight from the index.
create index post_comment_words_post_id_type_rank_idx
  on public.post_comment_words
  (post_id, comment_type, uses desc, newest_created_at desc, newest_comment_id desc, newest_ordinal);

alter table public.post_written_comment_counts enable row level security;
alter table public.post_comment_words enable row level security;

create policy "Comment counts are readable by visitors"
  on public.post_written_comment_counts for select to anon using (true);
create policy "Comment counts are readable by members"
  on public.post_written_comment_counts for select to authenticated using (true);
create policy "Comment words are readable by visitors"
  on public.post_comment_words for select to anon using (true);
create policy "Comment words are readable by members"
  on public.post_comment_words for select to authenticated using (true);

revoke insert, update, delete, truncate on public.post_written_comment_counts from anon, authenticated, service_role;
revoke insert, update, delete, truncate on public.post_comment_words from anon, authenticated, service_role;

-- Tokenizing --------------------------------------------------------------------------------------
-- The words of one text that topWords counts, with their place in it: lowercased (ICU, as
-- JavaScript's toLowerCase), split on JavaScript's \s, leading characters that are neither a letter,
-- a number nor '@' dropped, tokens that then start with '@' (mentions) skipped, every character that
-- is not a letter, mark or number removed, words longer than 4 code points kept. PostgreSQL's regular
-- expressions have no \p{…} classes and [[:alpha:]] depends on the database locale, so the Unicode
-- classes are spelled out as code point ranges (Unicode 17, as Node 20's \p{L}\p{M}\p{N});
-- backend/test/db-post-comment-summary.test.ts regenerates them from Node and compares.
create function public.sentiment_words(_text text)
returns table (word text, ordinal integer)
language sql
immutable
parallel safe
set search_path = ''
as $$
  with unicode_ranges as (
    select
      -- JavaScript's \s
      '\u0009-\u000D\u0020\u00A0\u1680\u2000-\u200A\u2028-\u2029\u202F\u205F\u3000\uFEFF' as whitespace,
      -- \p{L}\p{M}\p{N}: letters, marks and numbers
      '\u0030-\u0039\u0041-\u005A\u0061-\u007A\u00AA\u00B2-\u00B3\u00B5\u00B9-\u00BA\u00BC-\u00BE'
       '\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02C1\u02C6-\u02D1\u02E0-\u02E4\u02EC\u02EE\u0300-\u0374'
       '\u0376-\u0377\u037A-\u037D\u037F\u0386\u0388-\u038A\u038C\u038E-\u03A1\u03A3-\u03F5'
       '\u03F7-\u0481\u0483-\u052F\u0531-\u0556\u0559\u0560-\u0588\u0591-\u05BD\u05BF\u05C1-\u05C2'
       '\u05C4-\u05C5\u05C7\u05D0-\u05EA\u05EF-\u05F2\u0610-\u061A\u0620-\u0669\u066E-\u06D3'
       '\u06D5-\u06DC\u06DF-\u06E8\u06EA-\u06FC\u06FF\u0710-\u074A\u074D-\u07B1\u07C0-\u07F5\u07FA'
       '\u07FD\u0800-\u082D\u0840-\u085B\u0860-\u086A\u0870-\u0887\u0889-\u088F\u0897-\u08E1'
       '\u08E3-\u0963\u0966-\u096F\u0971-\u0983\u0985-\u098C\u098F-\u0990\u0993-\u09A8'
       '\u09AA-\u09B0\u09B2\u09B6-\u09B9\u09BC-\u09C4\u09C7-\u09C8\u09CB-\u09CE\u09D7\u09DC-\u09DD'
       '\u09DF-\u09E3\u09E6-\u09F1\u09F4-\u09F9\u09FC\u09FE\u0A01-\u0A03\u0A05-\u0A0A\u0A0F-\u0A10'
       '\u0A13-\u0A28\u0A2A-\u0A30\u0A32-\u0A33\u0A35-\u0A36\u0A38-\u0A39\u0A3C\u0A3E-\u0A42'
       '\u0A47-\u0A48\u0A4B-\u0A4D\u0A51\u0A59-\u0A5C\u0A5E\u0A66-\u0A75\u0A81-\u0A83\u0A85-\u0A8D'
       '\u0A8F-\u0A91\u0A93-\u0AA8\u0AAA-\u0AB0\u0AB2-\u0AB3\u0AB5-\u0AB9\u0ABC-\u0AC5'
       '\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AD0\u0AE0-\u0AE3\u0AE6-\u0AEF\u0AF9-\u0AFF\u0B01-\u0B03'
       '\u0B05-\u0B0C\u0B0F-\u0B10\u0B13-\u0B28\u0B2A-\u0B30\u0B32-\u0B33\u0B35-\u0B39'
       '\u0B3C-\u0B44\u0B47-\u0B48\u0B4B-\u0B4D\u0B55-\u0B57\u0B5C-\u0B5D\u0B5F-\u0B63'
       '\u0B66-\u0B6F\u0B71-\u0B77\u0B82-\u0B83\u0B85-\u0B8A\u0B8E-\u0B90\u0B92-\u0B95'
       '\u0B99-\u0B9A\u0B9C\u0B9E-\u0B9F\u0BA3-\u0BA4\u0BA8-\u0BAA\u0BAE-\u0BB9\u0BBE-\u0BC2'
       '\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD0\u0BD7\u0BE6-\u0BF2\u0C00-\u0C0C\u0C0E-\u0C10\u0C12-\u0C28'
       '\u0C2A-\u0C39\u0C3C-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55-\u0C56\u0C58-\u0C5A'
       '\u0C5C-\u0C5D\u0C60-\u0C63\u0C66-\u0C6F\u0C78-\u0C7E\u0C80-\u0C83\u0C85-\u0C8C'
       '\u0C8E-\u0C90\u0C92-\u0CA8\u0CAA-\u0CB3\u0CB5-\u0CB9\u0CBC-\u0CC4\u0CC6-\u0CC8'
       '\u0CCA-\u0CCD\u0CD5-\u0CD6\u0CDC-\u0CDE\u0CE0-\u0CE3\u0CE6-\u0CEF\u0CF1-\u0CF3'
       '\u0D00-\u0D0C\u0D0E-\u0D10\u0D12-\u0D44\u0D46-\u0D48\u0D4A-\u0D4E\u0D54-\u0D63'
       '\u0D66-\u0D78\u0D7A-\u0D7F\u0D81-\u0D83\u0D85-\u0D96\u0D9A-\u0DB1\u0DB3-\u0DBB\u0DBD'
       '\u0DC0-\u0DC6\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2-\u0DF3\u0E01-\u0E3A'
       '\u0E40-\u0E4E\u0E50-\u0E59\u0E81-\u0E82\u0E84\u0E86-\u0E8A\u0E8C-\u0EA3\u0EA5\u0EA7-\u0EBD'
       '\u0EC0-\u0EC4\u0EC6\u0EC8-\u0ECE\u0ED0-\u0ED9\u0EDC-\u0EDF\u0F00\u0F18-\u0F19\u0F20-\u0F33'
       '\u0F35\u0F37\u0F39\u0F3E-\u0F47\u0F49-\u0F6C\u0F71-\u0F84\u0F86-\u0F97\u0F99-\u0FBC\u0FC6'
       '\u1000-\u1049\u1050-\u109D\u10A0-\u10C5\u10C7\u10CD\u10D0-\u10FA\u10FC-\u1248\u124A-\u124D'
       '\u1250-\u1256\u1258\u125A-\u125D\u1260-\u1288\u128A-\u128D\u1290-\u12B0\u12B2-\u12B5'
       '\u12B8-\u12BE\u12C0\u12C2-\u12C5\u12C8-\u12D6\u12D8-\u1310\u1312-\u1315\u1318-\u135A'
       '\u135D-\u135F\u1369-\u137C\u1380-\u138F\u13A0-\u13F5\u13F8-\u13FD\u1401-\u166C'
       '\u166F-\u167F\u1681-\u169A\u16A0-\u16EA\u16EE-\u16F8\u1700-\u1715\u171F-\u1734'
       '\u1740-\u1753\u1760-\u176C\u176E-\u1770\u1772-\u1773\u1780-\u17D3\u17D7\u17DC-\u17DD'
       '\u17E0-\u17E9\u17F0-\u17F9\u180B-\u180D\u180F-\u1819\u1820-\u1878\u1880-\u18AA'
       '\u18B0-\u18F5\u1900-\u191E\u1920-\u192B\u1930-\u193B\u1946-\u196D\u1970-\u1974'
       '\u1980-\u19AB\u19B0-\u19C9\u19D0-\u19DA\u1A00-\u1A1B\u1A20-\u1A5E\u1A60-\u1A7C'
       '\u1A7F-\u1A89\u1A90-\u1A99\u1AA7\u1AB0-\u1ADD\u1AE0-\u1AEB\u1B00-\u1B4C\u1B50-\u1B59'
       '\u1B6B-\u1B73\u1B80-\u1BF3\u1C00-\u1C37\u1C40-\u1C49\u1C4D-\u1C7D\u1C80-\u1C8A'
       '\u1C90-\u1CBA\u1CBD-\u1CBF\u1CD0-\u1CD2\u1CD4-\u1CFA\u1D00-\u1F15\u1F18-\u1F1D'
       '\u1F20-\u1F45\u1F48-\u1F4D\u1F50-\u1F57\u1F59\u1F5B\u1F5D\u1F5F-\u1F7D\u1F80-\u1FB4'
       '\u1FB6-\u1FBC\u1FBE\u1FC2-\u1FC4\u1FC6-\u1FCC\u1FD0-\u1FD3\u1FD6-\u1FDB\u1FE0-\u1FEC'
       '\u1FF2-\u1FF4\u1FF6-\u1FFC\u2070-\u2071\u2074-\u2079\u207F-\u2089\u2090-\u209C'
       '\u20D0-\u20F0\u2102\u2107\u210A-\u2113\u2115\u2119-\u211D\u2124\u2126\u2128\u212A-\u212D'
       '\u212F-\u2139\u213C-\u213F\u2145-\u2149\u214E\u2150-\u2189\u2460-\u249B\u24EA-\u24FF'
       '\u2776-\u2793\u2C00-\u2CE4\u2CEB-\u2CF3\u2CFD\u2D00-\u2D25\u2D27\u2D2D\u2D30-\u2D67\u2D6F'
       '\u2D7F-\u2D96\u2DA0-\u2DA6\u2DA8-\u2DAE\u2DB0-\u2DB6\u2DB8-\u2DBE\u2DC0-\u2DC6'
       '\u2DC8-\u2DCE\u2DD0-\u2DD6\u2DD8-\u2DDE\u2DE0-\u2DFF\u2E2F\u3005-\u3007\u3021-\u302F'
       '\u3031-\u3035\u3038-\u303C\u3041-\u3096\u3099-\u309A\u309D-\u309F\u30A1-\u30FA'
       '\u30FC-\u30FF\u3105-\u312F\u3131-\u318E\u3192-\u3195\u31A0-\u31BF\u31F0-\u31FF'
       '\u3220-\u3229\u3248-\u324F\u3251-\u325F\u3280-\u3289\u32B1-\u32BF\u3400-\u4DBF'
       '\u4E00-\uA48C\uA4D0-\uA4FD\uA500-\uA60C\uA610-\uA62B\uA640-\uA672\uA674-\uA67D'
       '\uA67F-\uA6F1\uA717-\uA71F\uA722-\uA788\uA78B-\uA7DC\uA7F1-\uA827\uA82C\uA830-\uA835'
       '\uA840-\uA873\uA880-\uA8C5\uA8D0-\uA8D9\uA8E0-\uA8F7\uA8FB\uA8FD-\uA92D\uA930-\uA953'
       '\uA960-\uA97C\uA980-\uA9C0\uA9CF-\uA9D9\uA9E0-\uA9FE\uAA00-\uAA36\uAA40-\uAA4D'
       '\uAA50-\uAA59\uAA60-\uAA76\uAA7A-\uAAC2\uAADB-\uAADD\uAAE0-\uAAEF\uAAF2-\uAAF6'
       '\uAB01-\uAB06\uAB09-\uAB0E\uAB11-\uAB16\uAB20-\uAB26\uAB28-\uAB2E\uAB30-\uAB5A'
       '\uAB5C-\uAB69\uAB70-\uABEA\uABEC-\uABED\uABF0-\uABF9\uAC00-\uD7A3\uD7B0-\uD7C6'
       '\uD7CB-\uD7FB\uF900-\uFA6D\uFA70-\uFAD9\uFB00-\uFB06\uFB13-\uFB17\uFB1D-\uFB28'
       '\uFB2A-\uFB36\uFB38-\uFB3C\uFB3E\uFB40-\uFB41\uFB43-\uFB44\uFB46-\uFBB1\uFBD3-\uFD3D'
       '\uFD50-\uFD8F\uFD92-\uFDC7\uFDF0-\uFDFB\uFE00-\uFE0F\uFE20-\uFE2F\uFE70-\uFE74'
       '\uFE76-\uFEFC\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\uFF66-\uFFBE\uFFC2-\uFFC7'
       '\uFFCA-\uFFCF\uFFD2-\uFFD7\uFFDA-\uFFDC\U00010000-\U0001000B\U0001000D-\U00010026'
       '\U00010028-\U0001003A\U0001003C-\U0001003D\U0001003F-\U0001004D\U00010050-\U0001005D'
       '\U00010080-\U000100FA\U00010107-\U00010133\U00010140-\U00010178\U0001018A-\U0001018B'
       '\U000101FD\U00010280-\U0001029C\U000102A0-\U000102D0\U000102E0-\U000102FB'
       '\U00010300-\U00010323\U0001032D-\U0001034A\U00010350-\U0001037A\U00010380-\U0001039D'
       '\U000103A0-\U000103C3\U000103C8-\U000103CF\U000103D1-\U000103D5\U00010400-\U0001049D'
       '\U000104A0-\U000104A9\U000104B0-\U000104D3\U000104D8-\U000104FB\U00010500-\U00010527'
       '\U00010530-\U00010563\U00010570-\U0001057A\U0001057C-\U0001058A\U0001058C-\U00010592'
       '\U00010594-\U00010595\U00010597-\U000105A1\U000105A3-\U000105B1\U000105B3-\U000105B9'
       '\U000105BB-\U000105BC\U000105C0-\U000105F3\U00010600-\U00010736\U00010740-\U00010755'
       '\U00010760-\U00010767\U00010780-\U00010785\U00010787-\U000107B0\U000107B2-\U000107BA'
       '\U00010800-\U00010805\U00010808\U0001080A-\U00010835\U00010837-\U00010838\U0001083C'
       '\U0001083F-\U00010855\U00010858-\U00010876\U00010879-\U0001089E\U000108A7-\U000108AF'
       '\U000108E0-\U000108F2\U000108F4-\U000108F5\U000108FB-\U0001091B\U00010920-\U00010939'
       '\U00010940-\U00010959\U00010980-\U000109B7\U000109BC-\U000109CF\U000109D2-\U00010A03'
       '\U00010A05-\U00010A06\U00010A0C-\U00010A13\U00010A15-\U00010A17\U00010A19-\U00010A35'
       '\U00010A38-\U00010A3A\U00010A3F-\U00010A48\U00010A60-\U00010A7E\U00010A80-\U00010A9F'
       '\U00010AC0-\U00010AC7\U00010AC9-\U00010AE6\U00010AEB-\U00010AEF\U00010B00-\U00010B35'
       '\U00010B40-\U00010B55\U00010B58-\U00010B72\U00010B78-\U00010B91\U00010BA9-\U00010BAF'
       '\U00010C00-\U00010C48\U00010C80-\U00010CB2\U00010CC0-\U00010CF2\U00010CFA-\U00010D27'
       '\U00010D30-\U00010D39\U00010D40-\U00010D65\U00010D69-\U00010D6D\U00010D6F-\U00010D85'
       '\U00010E60-\U00010E7E\U00010E80-\U00010EA9\U00010EAB-\U00010EAC\U00010EB0-\U00010EB1'
       '\U00010EC2-\U00010EC7\U00010EFA-\U00010F27\U00010F30-\U00010F54\U00010F70-\U00010F85'
       '\U00010FB0-\U00010FCB\U00010FE0-\U00010FF6\U00011000-\U00011046\U00011052-\U00011075'
       '\U0001107F-\U000110BA\U000110C2\U000110D0-\U000110E8\U000110F0-\U000110F9'
       '\U00011100-\U00011134\U00011136-\U0001113F\U00011144-\U00011147\U00011150-\U00011173'
       '\U00011176\U00011180-\U000111C4\U000111C9-\U000111CC\U000111CE-\U000111DA\U000111DC'
       '\U000111E1-\U000111F4\U00011200-\U00011211\U00011213-\U00011237\U0001123E-\U00011241'
       '\U00011280-\U00011286\U00011288\U0001128A-\U0001128D\U0001128F-\U0001129D'
       '\U0001129F-\U000112A8\U000112B0-\U000112EA\U000112F0-\U000112F9\U00011300-\U00011303'
       '\U00011305-\U0001130C\U0001130F-\U00011310\U00011313-\U00011328\U0001132A-\U00011330'
       '\U00011332-\U00011333\U00011335-\U00011339\U0001133B-\U00011344\U00011347-\U00011348'
       '\U0001134B-\U0001134D\U00011350\U00011357\U0001135D-\U00011363\U00011366-\U0001136C'
       '\U00011370-\U00011374\U00011380-\U00011389\U0001138B\U0001138E\U00011390-\U000113B5'
       '\U000113B7-\U000113C0\U000113C2\U000113C5\U000113C7-\U000113CA\U000113CC-\U000113D3'
       '\U000113E1-\U000113E2\U00011400-\U0001144A\U00011450-\U00011459\U0001145E-\U00011461'
       '\U00011480-\U000114C5\U000114C7\U000114D0-\U000114D9\U00011580-\U000115B5'
       '\U000115B8-\U000115C0\U000115D8-\U000115DD\U00011600-\U00011640\U00011644'
       '\U00011650-\U00011659\U00011680-\U000116B8\U000116C0-\U000116C9\U000116D0-\U000116E3'
       '\U00011700-\U0001171A\U0001171D-\U0001172B\U00011730-\U0001173B\U00011740-\U00011746'
       '\U00011800-\U0001183A\U000118A0-\U000118F2\U000118FF-\U00011906\U00011909'
       '\U0001190C-\U00011913\U00011915-\U00011916\U00011918-\U00011935\U00011937-\U00011938'
       '\U0001193B-\U00011943\U00011950-\U00011959\U000119A0-\U000119A7\U000119AA-\U000119D7'
       '\U000119DA-\U000119E1\U000119E3-\U000119E4\U00011A00-\U00011A3E\U00011A47'
       '\U00011A50-\U00011A99\U00011A9D\U00011AB0-\U00011AF8\U00011B60-\U00011B67'
       '\U00011BC0-\U00011BE0\U00011BF0-\U00011BF9\U00011C00-\U00011C08\U00011C0A-\U00011C36'
       '\U00011C38-\U00011C40\U00011C50-\U00011C6C\U00011C72-\U00011C8F\U00011C92-\U00011CA7'
       '\U00011CA9-\U00011CB6\U00011D00-\U00011D06\U00011D08-\U00011D09\U00011D0B-\U00011D36'
       '\U00011D3A\U00011D3C-\U00011D3D\U00011D3F-\U00011D47\U00011D50-\U00011D59'
       '\U00011D60-\U00011D65\U00011D67-\U00011D68\U00011D6A-\U00011D8E\U00011D90-\U00011D91'
       '\U00011D93-\U00011D98\U00011DA0-\U00011DA9\U00011DB0-\U00011DDB\U00011DE0-\U00011DE9'
       '\U00011EE0-\U00011EF6\U00011F00-\U00011F10\U00011F12-\U00011F3A\U00011F3E-\U00011F42'
       '\U00011F50-\U00011F5A\U00011FB0\U00011FC0-\U00011FD4\U00012000-\U00012399'
       '\U00012400-\U0001246E\U00012480-\U00012543\U00012F90-\U00012FF0\U00013000-\U0001342F'
       '\U00013440-\U00013455\U00013460-\U000143FA\U00014400-\U00014646\U00016100-\U00016139'
       '\U00016800-\U00016A38\U00016A40-\U00016A5E\U00016A60-\U00016A69\U00016A70-\U00016ABE'
       '\U00016AC0-\U00016AC9\U00016AD0-\U00016AED\U00016AF0-\U00016AF4\U00016B00-\U00016B36'
       '\U00016B40-\U00016B43\U00016B50-\U00016B59\U00016B5B-\U00016B61\U00016B63-\U00016B77'
       '\U00016B7D-\U00016B8F\U00016D40-\U00016D6C\U00016D70-\U00016D79\U00016E40-\U00016E96'
       '\U00016EA0-\U00016EB8\U00016EBB-\U00016ED3\U00016F00-\U00016F4A\U00016F4F-\U00016F87'
       '\U00016F8F-\U00016F9F\U00016FE0-\U00016FE1\U00016FE3-\U00016FE4\U00016FF0-\U00016FF6'
       '\U00017000-\U00018CD5\U00018CFF-\U00018D1E\U00018D80-\U00018DF2\U0001AFF0-\U0001AFF3'
       '\U0001AFF5-\U0001AFFB\U0001AFFD-\U0001AFFE\U0001B000-\U0001B122\U0001B132'
       '\U0001B150-\U0001B152\U0001B155\U0001B164-\U0001B167\U0001B170-\U0001B2FB'
       '\U0001BC00-\U0001BC6A\U0001BC70-\U0001BC7C\U0001BC80-\U0001BC88\U0001BC90-\U0001BC99'
       '\U0001BC9D-\U0001BC9E\U0001CCF0-\U0001CCF9\U0001CF00-\U0001CF2D\U0001CF30-\U0001CF46'
       '\U0001D165-\U0001D169\U0001D16D-\U0001D172\U0001D17B-\U0001D182\U0001D185-\U0001D18B'
       '\U0001D1AA-\U0001D1AD\U0001D242-\U0001D244\U0001D2C0-\U0001D2D3\U0001D2E0-\U0001D2F3'
       '\U0001D360-\U0001D378\U0001D400-\U0001D454\U0001D456-\U0001D49C\U0001D49E-\U0001D49F'
       '\U0001D4A2\U0001D4A5-\U0001D4A6\U0001D4A9-\U0001D4AC\U0001D4AE-\U0001D4B9\U0001D4BB'
       '\U0001D4BD-\U0001D4C3\U0001D4C5-\U0001D505\U0001D507-\U0001D50A\U0001D50D-\U0001D514'
       '\U0001D516-\U0001D51C\U0001D51E-\U0001D539\U0001D53B-\U0001D53E\U0001D540-\U0001D544'
       '\U0001D546\U0001D54A-\U0001D550\U0001D552-\U0001D6A5\U0001D6A8-\U0001D6C0'
       '\U0001D6C2-\U0001D6DA\U0001D6DC-\U0001D6FA\U0001D6FC-\U0001D714\U0001D716-\U0001D734'
       '\U0001D736-\U0001D74E\U0001D750-\U0001D76E\U0001D770-\U0001D788\U0001D78A-\U0001D7A8'
       '\U0001D7AA-\U0001D7C2\U0001D7C4-\U0001D7CB\U0001D7CE-\U0001D7FF\U0001DA00-\U0001DA36'
       '\U0001DA3B-\U0001DA6C\U0001DA75\U0001DA84\U0001DA9B-\U0001DA9F\U0001DAA1-\U0001DAAF'
       '\U0001DF00-\U0001DF1E\U0001DF25-\U0001DF2A\U0001E000-\U0001E006\U0001E008-\U0001E018'
       '\U0001E01B-\U0001E021\U0001E023-\U0001E024\U0001E026-\U0001E02A\U0001E030-\U0001E06D'
       '\U0001E08F\U0001E100-\U0001E12C\U0001E130-\U0001E13D\U0001E140-\U0001E149\U0001E14E'
       '\U0001E290-\U0001E2AE\U0001E2C0-\U0001E2F9\U0001E4D0-\U0001E4F9\U0001E5D0-\U0001E5FA'
       '\U0001E6C0-\U0001E6DE\U0001E6E0-\U0001E6F5\U0001E6FE-\U0001E6FF\U0001E7E0-\U0001E7E6'
       '\U0001E7E8-\U0001E7EB\U0001E7ED-\U0001E7EE\U0001E7F0-\U0001E7FE\U0001E800-\U0001E8C4'
       '\U0001E8C7-\U0001E8D6\U0001E900-\U0001E94B\U0001E950-\U0001E959\U0001EC71-\U0001ECAB'
       '\U0001ECAD-\U0001ECAF\U0001ECB1-\U0001ECB4\U0001ED01-\U0001ED2D\U0001ED2F-\U0001ED3D'
       '\U0001EE00-\U0001EE03\U0001EE05-\U0001EE1F\U0001EE21-\U0001EE22\U0001EE24\U0001EE27'
       '\U0001EE29-\U0001EE32\U0001EE34-\U0001EE37\U0001EE39\U0001EE3B\U0001EE42\U0001EE47'
       '\U0001EE49\U0001EE4B\U0001EE4D-\U0001EE4F\U0001EE51-\U0001EE52\U0001EE54\U0001EE57'
       '\U0001EE59\U0001EE5B\U0001EE5D\U0001EE5F\U0001EE61-\U0001EE62\U0001EE64'
       '\U0001EE67-\U0001EE6A\U0001EE6C-\U0001EE72\U0001EE74-\U0001EE77\U0001EE79-\U0001EE7C'
       '\U0001EE7E\U0001EE80-\U0001EE89\U0001EE8B-\U0001EE9B\U0001EEA1-\U0001EEA3'
       '\U0001EEA5-\U0001EEA9\U0001EEAB-\U0001EEBB\U0001F100-\U0001F10C\U0001FBF0-\U0001FBF9'
       '\U00020000-\U0002A6DF\U0002A700-\U0002B81D\U0002B820-\U0002CEAD\U0002CEB0-\U0002EBE0'
       '\U0002EBF0-\U0002EE5D\U0002F800-\U0002FA1D\U00030000-\U0003134A\U00031350-\U00033479'
       '\U000E0100-\U000E01EF' as word_characters,
      -- \p{M}
      '\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF\u05C1-\u05C2\u05C4-\u05C5\u05C7\u0610-\u061A'
       '\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E4\u06E7-\u06E8\u06EA-\u06ED\u0711\u0730-\u074A'
       '\u07A6-\u07B0\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D'
       '\u0859-\u085B\u0897-\u089F\u08CA-\u08E1\u08E3-\u0903\u093A-\u093C\u093E-\u094F'
       '\u0951-\u0957\u0962-\u0963\u0981-\u0983\u09BC\u09BE-\u09C4\u09C7-\u09C8\u09CB-\u09CD\u09D7'
       '\u09E2-\u09E3\u09FE\u0A01-\u0A03\u0A3C\u0A3E-\u0A42\u0A47-\u0A48\u0A4B-\u0A4D\u0A51'
       '\u0A70-\u0A71\u0A75\u0A81-\u0A83\u0ABC\u0ABE-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD\u0AE2-\u0AE3'
       '\u0AFA-\u0AFF\u0B01-\u0B03\u0B3C\u0B3E-\u0B44\u0B47-\u0B48\u0B4B-\u0B4D\u0B55-\u0B57'
       '\u0B62-\u0B63\u0B82\u0BBE-\u0BC2\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD7\u0C00-\u0C04\u0C3C'
       '\u0C3E-\u0C44\u0C46-\u0C48\u0C4A-\u0C4D\u0C55-\u0C56\u0C62-\u0C63\u0C81-\u0C83\u0CBC'
       '\u0CBE-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5-\u0CD6\u0CE2-\u0CE3\u0CF3\u0D00-\u0D03'
       '\u0D3B-\u0D3C\u0D3E-\u0D44\u0D46-\u0D48\u0D4A-\u0D4D\u0D57\u0D62-\u0D63\u0D81-\u0D83\u0DCA'
       '\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DF2-\u0DF3\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0EB1'
       '\u0EB4-\u0EBC\u0EC8-\u0ECE\u0F18-\u0F19\u0F35\u0F37\u0F39\u0F3E-\u0F3F\u0F71-\u0F84'
       '\u0F86-\u0F87\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102B-\u103E\u1056-\u1059\u105E-\u1060'
       '\u1062-\u1064\u1067-\u106D\u1071-\u1074\u1082-\u108D\u108F\u109A-\u109D\u135D-\u135F'
       '\u1712-\u1715\u1732-\u1734\u1752-\u1753\u1772-\u1773\u17B4-\u17D3\u17DD\u180B-\u180D\u180F'
       '\u1885-\u1886\u18A9\u1920-\u192B\u1930-\u193B\u1A17-\u1A1B\u1A55-\u1A5E\u1A60-\u1A7C\u1A7F'
       '\u1AB0-\u1ADD\u1AE0-\u1AEB\u1B00-\u1B04\u1B34-\u1B44\u1B6B-\u1B73\u1B80-\u1B82'
       '\u1BA1-\u1BAD\u1BE6-\u1BF3\u1C24-\u1C37\u1CD0-\u1CD2\u1CD4-\u1CE8\u1CED\u1CF4\u1CF7-\u1CF9'
       '\u1DC0-\u1DFF\u20D0-\u20F0\u2CEF-\u2CF1\u2D7F\u2DE0-\u2DFF\u302A-\u302F\u3099-\u309A'
       '\uA66F-\uA672\uA674-\uA67D\uA69E-\uA69F\uA6F0-\uA6F1\uA802\uA806\uA80B\uA823-\uA827\uA82C'
       '\uA880-\uA881\uA8B4-\uA8C5\uA8E0-\uA8F1\uA8FF\uA926-\uA92D\uA947-\uA953\uA980-\uA983'
       '\uA9B3-\uA9C0\uA9E5\uAA29-\uAA36\uAA43\uAA4C-\uAA4D\uAA7B-\uAA7D\uAAB0\uAAB2-\uAAB4'
       '\uAAB7-\uAAB8\uAABE-\uAABF\uAAC1\uAAEB-\uAAEF\uAAF5-\uAAF6\uABE3-\uABEA\uABEC-\uABED\uFB1E'
       '\uFE00-\uFE0F\uFE20-\uFE2F\U000101FD\U000102E0\U00010376-\U0001037A\U00010A01-\U00010A03'
       '\U00010A05-\U00010A06\U00010A0C-\U00010A0F\U00010A38-\U00010A3A\U00010A3F'
       '\U00010AE5-\U00010AE6\U00010D24-\U00010D27\U00010D69-\U00010D6D\U00010EAB-\U00010EAC'
       '\U00010EFA-\U00010EFF\U00010F46-\U00010F50\U00010F82-\U00010F85\U00011000-\U00011002'
       '\U00011038-\U00011046\U00011070\U00011073-\U00011074\U0001107F-\U00011082'
       '\U000110B0-\U000110BA\U000110C2\U00011100-\U00011102\U00011127-\U00011134'
       '\U00011145-\U00011146\U00011173\U00011180-\U00011182\U000111B3-\U000111C0'
       '\U000111C9-\U000111CC\U000111CE-\U000111CF\U0001122C-\U00011237\U0001123E\U00011241'
       '\U000112DF-\U000112EA\U00011300-\U00011303\U0001133B-\U0001133C\U0001133E-\U00011344'
       '\U00011347-\U00011348\U0001134B-\U0001134D\U00011357\U00011362-\U00011363'
       '\U00011366-\U0001136C\U00011370-\U00011374\U000113B8-\U000113C0\U000113C2\U000113C5'
       '\U000113C7-\U000113CA\U000113CC-\U000113D0\U000113D2\U000113E1-\U000113E2'
       '\U00011435-\U00011446\U0001145E\U000114B0-\U000114C3\U000115AF-\U000115B5'
       '\U000115B8-\U000115C0\U000115DC-\U000115DD\U00011630-\U00011640\U000116AB-\U000116B7'
       '\U0001171D-\U0001172B\U0001182C-\U0001183A\U00011930-\U00011935\U00011937-\U00011938'
       '\U0001193B-\U0001193E\U00011940\U00011942-\U00011943\U000119D1-\U000119D7'
       '\U000119DA-\U000119E0\U000119E4\U00011A01-\U00011A0A\U00011A33-\U00011A39'
       '\U00011A3B-\U00011A3E\U00011A47\U00011A51-\U00011A5B\U00011A8A-\U00011A99'
       '\U00011B60-\U00011B67\U00011C2F-\U00011C36\U00011C38-\U00011C3F\U00011C92-\U00011CA7'
       '\U00011CA9-\U00011CB6\U00011D31-\U00011D36\U00011D3A\U00011D3C-\U00011D3D'
       '\U00011D3F-\U00011D45\U00011D47\U00011D8A-\U00011D8E\U00011D90-\U00011D91'
       '\U00011D93-\U00011D97\U00011EF3-\U00011EF6\U00011F00-\U00011F01\U00011F03'
       '\U00011F34-\U00011F3A\U00011F3E-\U00011F42\U00011F5A\U00013440\U00013447-\U00013455'
       '\U0001611E-\U0001612F\U00016AF0-\U00016AF4\U00016B30-\U00016B36\U00016F4F'
       '\U00016F51-\U00016F87\U00016F8F-\U00016F92\U00016FE4\U00016FF0-\U00016FF1'
       '\U0001BC9D-\U0001BC9E\U0001CF00-\U0001CF2D\U0001CF30-\U0001CF46\U0001D165-\U0001D169'
       '\U0001D16D-\U0001D172\U0001D17B-\U0001D182\U0001D185-\U0001D18B\U0001D1AA-\U0001D1AD'
       '\U0001D242-\U0001D244\U0001DA00-\U0001DA36\U0001DA3B-\U0001DA6C\U0001DA75\U0001DA84'
       '\U0001DA9B-\U0001DA9F\U0001DAA1-\U0001DAAF\U0001E000-\U0001E006\U0001E008-\U0001E018'
       '\U0001E01B-\U0001E021\U0001E023-\U0001E024\U0001E026-\U0001E02A\U0001E08F'
       '\U0001E130-\U0001E136\U0001E2AE\U0001E2EC-\U0001E2EF\U0001E4EC-\U0001E4EF'
       '\U0001E5EE-\U0001E5EF\U0001E6E3\U0001E6E6\U0001E6EE-\U0001E6EF\U0001E6F5'
       '\U0001E8D0-\U0001E8D6\U0001E944-\U0001E94A\U000E0100-\U000E01EF' as marks
  ),
  patterns as (
    select '[' || u.whitespace || ']+' as whitespace,
           -- what stands before a token's first letter, number or '@'
           '(?<=^|[' || u.whitespace || '])(?:[^@' || u.word_characters || u.whitespace || ']|[' || u.marks || '])+'
             as before_first_letter,
           -- a token that starts with '@' once that is gone
           '(?<=^|[' || u.whitespace || '])@[^' || u.whitespace || ']*' as mention,
           '[^' || u.word_characters || u.whitespace || ']' as not_word_character
      from unicode_ranges u
  )
  select t.word, t.ordinal::integer
    from patterns p
   cross join lateral regexp_split_to_table(
     regexp_replace(
       regexp_replace(regexp_replace(lower(_text collate "und-x-icu"), p.before_first_letter, '', 'g'), p.mention, '', 'g'),
       p.not_word_character, '', 'g'
     ),
     p.whitespace
   ) with ordinality as t(word, ordinal)
   where char_length(t.word) > 4;
$$;
comment on function public.sentiment_words(text) is
  'The words of a text that the sentiment card counts (topWords of shared-core), with their place.';

-- One row per post, side and word of the given comments (only written top-level likes and gripes
-- count): how often it is used and its first appearance in topWords' order among these comments.
create function public.sentiment_word_stats(_comments public.comments[])
returns table (
  post_id uuid, comment_type text, word text, uses integer,
  newest_created_at timestamptz, newest_comment_id uuid, newest_ordinal integer
)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select distinct on (c.post_id, c.comment_type, w.word collate "C")
         c.post_id, c.comment_type, w.word,
         (count(*) over (partition by c.post_id, c.comment_type, w.word collate "C"))::integer,
         c.created_at, c.id, w.ordinal
    from unnest(_comments) as c
   cross join lateral public.sentiment_words(c.content) as w
   where c.parent_id is null and c.content <> '' and c.comment_type in ('like', 'gripe')
   order by c.post_id, c.comment_type, w.word collate "C", c.created_at desc, c.id desc, w.ordinal;
$$;

-- Keeping the tables ------------------------------------------------------------------------------
-- Inserts write rows in key order, so concurrent inserts on one post do not deadlock.
create function public.add_comments_to_summary(_comments public.comments[])
returns void
language sql
volatile
set search_path = ''
as $$
  insert into public.post_written_comment_counts as t (post_id, comment_type, written)
  select c.post_id, c.comment_type, count(*)::integer
    from unnest(_comments) as c
   where c.parent_id is null and c.content <> ''
   group by c.post_id, c.comment_type
   order by c.post_id, c.comment_type
  on conflict (post_id, comment_type) do update set written = t.written + excluded.written;

  insert into public.post_comment_words as t
    (post_id, comment_type, word, uses, newest_created_at, newest_comment_id, newest_ordinal)
  select s.post_id, s.comment_type, s.word, s.uses, s.newest_created_at, s.newest_comment_id, s.newest_ordinal
    from public.sentiment_word_stats(_comments) as s
   order by s.post_id, s.comment_type, md5(s.word)
  on conflict (post_id, comment_type, md5(word)) do update
     set uses = t.uses + excluded.uses,
         newest_created_at = case when (excluded.newest_created_at, excluded.newest_comment_id)
                                       > (t.newest_created_at, t.newest_comment_id)
                                  then excluded.newest_created_at else t.newest_created_at end,
         newest_comment_id = case when (excluded.newest_created_at, excluded.newest_comment_id)
                                       > (t.newest_created_at, t.newest_comment_id)
                                  then excluded.newest_comment_id else t.newest_comment_id end,
         newest_ordinal = case when (excluded.newest_created_at, excluded.newest_comment_id)
                                    > (t.newest_created_at, t.newest_comment_id)
                               then excluded.newest_ordinal else t.newest_ordinal end;
$$;

create function public.remove_comments_from_summary(_comments public.comments[])
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  _written public.comments[];
begin
  -- Comments deleted with their post: the post's rows go with it.
  _written := array(
    select c::public.comments
      from unnest(_comments) as c
     where c.parent_id is null and c.content <> ''
       and exists (select 1 from public.posts p where p.id = c.post_id)
  );
  if cardinality(_written) = 0 then
    return;
  end if;

  update public.post_written_comment_counts t
     set written = t.written - r.written
    from (select c.post_id, c.comment_type, count(*)::integer as written
            from unnest(_written) as c
           group by c.post_id, c.comment_type) as r
   where t.post_id = r.post_id and t.comment_type = r.comment_type;

  update public.post_comment_words t
     set uses = t.uses - r.uses
    from public.sentiment_word_stats(_written) as r
   where t.post_id = r.post_id and t.comment_type = r.comment_type
     and md5(t.word) = md5(r.word) and t.word = r.word;

  -- A statement of its own, so that it sees what concurrent deletes of the same words committed.
  delete from public.post_comment_words t
   where (t.post_id, t.comment_type) in (select c.post_id, c.comment_type from unnest(_written) as c)
     and t.uses = 0;

  -- A word whose newest comment is gone: the newest remaining comment that has it.
  update public.post_comment_words t
     set (newest_created_at, newest_comment_id, newest_ordinal) = (
           select c.created_at, c.id, w.ordinal
             from public.comments c
            cross join lateral public.sentiment_words(c.content) as w
            where c.post_id = t.post_id and c.comment_type = t.comment_type
              and c.parent_id is null and c.content <> ''
              and w.word = t.word
            order by c.created_at desc, c.id desc, w.ordinal
            limit 1)
   where (t.post_id, t.comment_type) in (select c.post_id, c.comment_type from unnest(_written) as c)
     and t.newest_comment_id = any (array(select c.id from unnest(_written) as c));
end;
$$;

create function public.comments_after_insert_summary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.add_comments_to_summary(array(select c::public.comments from inserted_comments c));
  return null;
end;
$$;

create function public.comments_after_delete_summary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.remove_comments_from_summary(array(select c::public.comments from deleted_comments c));
  return null;
end;
$$;

create function public.comments_after_update_summary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.remove_comments_from_summary(array[old]);
  perform public.add_comments_to_summary(array[new]);
  return null;
end;
$$;

create function public.comments_after_truncate_summary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.post_comment_words;
  delete from public.post_written_comment_counts;
  return null;
end;
$$;

create trigger comments_summary_after_insert
  after insert on public.comments
  referencing new table as inserted_comments
  for each statement execute function public.comments_after_insert_summary();
create trigger comments_summary_after_delete
  after delete on public.comments
  referencing old table as deleted_comments
  for each statement execute function public.comments_after_delete_summary();
create trigger comments_summary_after_update
  after update of id, post_id, comment_type, parent_id, content, created_at on public.comments
  for each row
  when ((old.id, old.post_id, old.comment_type, old.parent_id, old.content, old.created_at)
        is distinct from (new.id, new.post_id, new.comment_type, new.parent_id, new.content, new.created_at))
  execute function public.comments_after_update_summary();
create trigger comments_summary_after_truncate
  after truncate on public.comments
  for each statement execute function public.comments_after_truncate_summary();

-- Both tables from scratch: the backfill below, and the benchmark seeder (which loads comments with
-- triggers off). Words a few thousand posts at a time: one array of every comment could be large.
create function public.rebuild_post_comment_summaries()
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  _posts uuid[];
begin
  delete from public.post_comment_words;
  delete from public.post_written_comment_counts;
  insert into public.post_written_comment_counts (post_id, comment_type, written)
  select c.post_id, c.comment_type, count(*)::integer
    from public.comments c
   where c.parent_id is null and c.content <> ''
   group by c.post_id, c.comment_type;
  for _posts in
    select array_agg(p.id)
      from (select id, (row_number() over (order by id) - 1) / 5000 as batch from public.posts) as p
     group by p.batch
  loop
    insert into public.post_comment_words
      (post_id, comment_type, word, uses, newest_created_at, newest_comment_id, newest_ordinal)
    select s.post_id, s.comment_type, s.word, s.uses, s.newest_created_at, s.newest_comment_id, s.newest_ordinal
      from public.sentiment_word_stats(array(
             select c from public.comments c
              where c.post_id = any (_posts) and c.parent_id is null and c.content <> ''
                and c.comment_type in ('like', 'gripe'))) as s;
  end loop;
end;
$$;

select public.rebuild_post_comment_summaries();
analyze public.post_written_comment_counts;
analyze public.post_comment_words;

-- The summary ------------------------------------------------------------------------------------
-- Same arguments and jsonb shape as before; security invoker, so the caller's row-level security
-- applies (both tables are readable by everyone, as comments are).
create or replace function public.post_comment_summary(_post_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'like_count', coalesce(
      (select n.written from public.post_written_comment_counts n where n.post_id = _post_id and n.comment_type = 'like'),
      0),
    'gripe_count', coalesce(
      (select n.written from public.post_written_comment_counts n where n.post_id = _post_id and n.comment_type = 'gripe'),
      0),
    'question_count', coalesce(
      (select n.written from public.post_written_comment_counts n where n.post_id = _post_id and n.comment_type = 'question'),
      0),
    'top_positive_words', to_jsonb(array(
      select w.word from public.post_comment_words w
       where w.post_id = _post_id and w.comment_type = 'like'
       order by w.uses desc, w.newest_created_at desc, w.newest_comment_id desc, w.newest_ordinal
       limit 3)),
    'top_negative_words', to_jsonb(array(
      select w.word from public.post_comment_words w
       where w.post_id = _post_id and w.comment_type = 'gripe'
       order by w.uses desc, w.newest_created_at desc, w.newest_comment_id desc, w.newest_ordinal
       limit 3))
  );
$$;

revoke execute on function public.sentiment_words(text) from public, anon, authenticated;
revoke execute on function public.sentiment_word_stats(public.comments[]) from public, anon, authenticated;
revoke execute on function public.add_comments_to_summary(public.comments[]) from public, anon, authenticated;
revoke execute on function public.remove_comments_from_summary(public.comments[]) from public, anon, authenticated;
revoke execute on function public.comments_after_insert_summary() from public, anon, authenticated;
revoke execute on function public.comments_after_delete_summary() from public, anon, authenticated;
revoke execute on function public.comments_after_update_summary() from public, anon, authenticated;
revoke execute on function public.comments_after_truncate_summary() from public, anon, authenticated;
revoke execute on function public.rebuild_post_comment_summaries() from public, anon, authenticated;
