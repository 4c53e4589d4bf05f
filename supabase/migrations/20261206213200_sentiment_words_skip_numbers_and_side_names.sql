-- The sentiment card's top words leave out numbers and the names of the two sides.
--
-- Prices, years and model numbers ('12345', '1,500.00' read as '150000') and the words 'gripe',
-- 'gripes' and 'likes' filled the card's top words: every gripe is a gripe, and a number says
-- nothing about what was liked. A word made only of numbers (\p{N}, with any marks on them) or one
-- of like, likes, gripe, gripes is no longer counted; shared-core's topWords skips the same words.
-- ('like' is already too short at 4 characters; it is listed so the rule reads as it is meant.)
-- Words that mix letters and numbers ('mp3player', '1080p') still count.
--
-- sentiment_words keeps tokenizing as before; sentiment_word_stats, through which the insert, delete
-- and update triggers and the rebuild count words, now drops these words. The rows already kept for
-- them are deleted below: each word's row stands alone (its uses and its first appearance), so the
-- other words' counts and order stay as they are.

-- Whether the sentiment card counts a word of sentiment_words. PostgreSQL's regular expressions have
-- no \p{…} classes, so numbers and marks are spelled out as code point ranges (Unicode 17, as Node
-- 20's [\p{N}\p{M}]); backend/test/db-post-comment-summary.test.ts regenerates them and compares.
create function public.sentiment_word_is_counted(_word text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select _word not in ('like', 'likes', 'gripe', 'gripes')
     and _word !~ ('^[' ||
      -- \p{N}\p{M}: numbers and marks
      '\u0030-\u0039\u00B2-\u00B3\u00B9\u00BC-\u00BE\u0300-\u036F\u0483-\u0489\u0591-\u05BD\u05BF'
       '\u05C1-\u05C2\u05C4-\u05C5\u05C7\u0610-\u061A\u064B-\u0669\u0670\u06D6-\u06DC\u06DF-\u06E4'
       '\u06E7-\u06E8\u06EA-\u06ED\u06F0-\u06F9\u0711\u0730-\u074A\u07A6-\u07B0\u07C0-\u07C9'
       '\u07EB-\u07F3\u07FD\u0816-\u0819\u081B-\u0823\u0825-\u0827\u0829-\u082D\u0859-\u085B'
       '\u0897-\u089F\u08CA-\u08E1\u08E3-\u0903\u093A-\u093C\u093E-\u094F\u0951-\u0957\u0962-\u0963'
       '\u0966-\u096F\u0981-\u0983\u09BC\u09BE-\u09C4\u09C7-\u09C8\u09CB-\u09CD\u09D7\u09E2-\u09E3'
       '\u09E6-\u09EF\u09F4-\u09F9\u09FE\u0A01-\u0A03\u0A3C\u0A3E-\u0A42\u0A47-\u0A48\u0A4B-\u0A4D'
       '\u0A51\u0A66-\u0A71\u0A75\u0A81-\u0A83\u0ABC\u0ABE-\u0AC5\u0AC7-\u0AC9\u0ACB-\u0ACD'
       '\u0AE2-\u0AE3\u0AE6-\u0AEF\u0AFA-\u0AFF\u0B01-\u0B03\u0B3C\u0B3E-\u0B44\u0B47-\u0B48'
       '\u0B4B-\u0B4D\u0B55-\u0B57\u0B62-\u0B63\u0B66-\u0B6F\u0B72-\u0B77\u0B82\u0BBE-\u0BC2'
       '\u0BC6-\u0BC8\u0BCA-\u0BCD\u0BD7\u0BE6-\u0BF2\u0C00-\u0C04\u0C3C\u0C3E-\u0C44\u0C46-\u0C48'
       '\u0C4A-\u0C4D\u0C55-\u0C56\u0C62-\u0C63\u0C66-\u0C6F\u0C78-\u0C7E\u0C81-\u0C83\u0CBC'
       '\u0CBE-\u0CC4\u0CC6-\u0CC8\u0CCA-\u0CCD\u0CD5-\u0CD6\u0CE2-\u0CE3\u0CE6-\u0CEF\u0CF3'
       '\u0D00-\u0D03\u0D3B-\u0D3C\u0D3E-\u0D44\u0D46-\u0D48\u0D4A-\u0D4D\u0D57-\u0D5E\u0D62-\u0D63'
       '\u0D66-\u0D78\u0D81-\u0D83\u0DCA\u0DCF-\u0DD4\u0DD6\u0DD8-\u0DDF\u0DE6-\u0DEF\u0DF2-\u0DF3'
       '\u0E31\u0E34-\u0E3A\u0E47-\u0E4E\u0E50-\u0E59\u0EB1\u0EB4-\u0EBC\u0EC8-\u0ECE\u0ED0-\u0ED9'
       '\u0F18-\u0F19\u0F20-\u0F33\u0F35\u0F37\u0F39\u0F3E-\u0F3F\u0F71-\u0F84\u0F86-\u0F87'
       '\u0F8D-\u0F97\u0F99-\u0FBC\u0FC6\u102B-\u103E\u1040-\u1049\u1056-\u1059\u105E-\u1060'
       '\u1062-\u1064\u1067-\u106D\u1071-\u1074\u1082-\u108D\u108F-\u109D\u135D-\u135F\u1369-\u137C'
       '\u16EE-\u16F0\u1712-\u1715\u1732-\u1734\u1752-\u1753\u1772-\u1773\u17B4-\u17D3\u17DD'
       '\u17E0-\u17E9\u17F0-\u17F9\u180B-\u180D\u180F-\u1819\u1885-\u1886\u18A9\u1920-\u192B'
       '\u1930-\u193B\u1946-\u194F\u19D0-\u19DA\u1A17-\u1A1B\u1A55-\u1A5E\u1A60-\u1A7C\u1A7F-\u1A89'
       '\u1A90-\u1A99\u1AB0-\u1ADD\u1AE0-\u1AEB\u1B00-\u1B04\u1B34-\u1B44\u1B50-\u1B59\u1B6B-\u1B73'
       '\u1B80-\u1B82\u1BA1-\u1BAD\u1BB0-\u1BB9\u1BE6-\u1BF3\u1C24-\u1C37\u1C40-\u1C49\u1C50-\u1C59'
       '\u1CD0-\u1CD2\u1CD4-\u1CE8\u1CED\u1CF4\u1CF7-\u1CF9\u1DC0-\u1DFF\u2070\u2074-\u2079'
       '\u2080-\u2089\u20D0-\u20F0\u2150-\u2182\u2185-\u2189\u2460-\u249B\u24EA-\u24FF\u2776-\u2793'
       '\u2CEF-\u2CF1\u2CFD\u2D7F\u2DE0-\u2DFF\u3007\u3021-\u302F\u3038-\u303A\u3099-\u309A'
       '\u3192-\u3195\u3220-\u3229\u3248-\u324F\u3251-\u325F\u3280-\u3289\u32B1-\u32BF\uA620-\uA629'
       '\uA66F-\uA672\uA674-\uA67D\uA69E-\uA69F\uA6E6-\uA6F1\uA802\uA806\uA80B\uA823-\uA827\uA82C'
       '\uA830-\uA835\uA880-\uA881\uA8B4-\uA8C5\uA8D0-\uA8D9\uA8E0-\uA8F1\uA8FF-\uA909\uA926-\uA92D'
       '\uA947-\uA953\uA980-\uA983\uA9B3-\uA9C0\uA9D0-\uA9D9\uA9E5\uA9F0-\uA9F9\uAA29-\uAA36\uAA43'
       '\uAA4C-\uAA4D\uAA50-\uAA59\uAA7B-\uAA7D\uAAB0\uAAB2-\uAAB4\uAAB7-\uAAB8\uAABE-\uAABF\uAAC1'
       '\uAAEB-\uAAEF\uAAF5-\uAAF6\uABE3-\uABEA\uABEC-\uABED\uABF0-\uABF9\uFB1E\uFE00-\uFE0F'
       '\uFE20-\uFE2F\uFF10-\uFF19\U00010107-\U00010133\U00010140-\U00010178\U0001018A-\U0001018B'
       '\U000101FD\U000102E0-\U000102FB\U00010320-\U00010323\U00010341\U0001034A'
       '\U00010376-\U0001037A\U000103D1-\U000103D5\U000104A0-\U000104A9\U00010858-\U0001085F'
       '\U00010879-\U0001087F\U000108A7-\U000108AF\U000108FB-\U000108FF\U00010916-\U0001091B'
       '\U000109BC-\U000109BD\U000109C0-\U000109CF\U000109D2-\U000109FF\U00010A01-\U00010A03'
       '\U00010A05-\U00010A06\U00010A0C-\U00010A0F\U00010A38-\U00010A3A\U00010A3F-\U00010A48'
       '\U00010A7D-\U00010A7E\U00010A9D-\U00010A9F\U00010AE5-\U00010AE6\U00010AEB-\U00010AEF'
       '\U00010B58-\U00010B5F\U00010B78-\U00010B7F\U00010BA9-\U00010BAF\U00010CFA-\U00010CFF'
       '\U00010D24-\U00010D27\U00010D30-\U00010D39\U00010D40-\U00010D49\U00010D69-\U00010D6D'
       '\U00010E60-\U00010E7E\U00010EAB-\U00010EAC\U00010EFA-\U00010EFF\U00010F1D-\U00010F26'
       '\U00010F46-\U00010F54\U00010F82-\U00010F85\U00010FC5-\U00010FCB\U00011000-\U00011002'
       '\U00011038-\U00011046\U00011052-\U00011070\U00011073-\U00011074\U0001107F-\U00011082'
       '\U000110B0-\U000110BA\U000110C2\U000110F0-\U000110F9\U00011100-\U00011102'
       '\U00011127-\U00011134\U00011136-\U0001113F\U00011145-\U00011146\U00011173'
       '\U00011180-\U00011182\U000111B3-\U000111C0\U000111C9-\U000111CC\U000111CE-\U000111D9'
       '\U000111E1-\U000111F4\U0001122C-\U00011237\U0001123E\U00011241\U000112DF-\U000112EA'
       '\U000112F0-\U000112F9\U00011300-\U00011303\U0001133B-\U0001133C\U0001133E-\U00011344'
       '\U00011347-\U00011348\U0001134B-\U0001134D\U00011357\U00011362-\U00011363'
       '\U00011366-\U0001136C\U00011370-\U00011374\U000113B8-\U000113C0\U000113C2\U000113C5'
       '\U000113C7-\U000113CA\U000113CC-\U000113D0\U000113D2\U000113E1-\U000113E2'
       '\U00011435-\U00011446\U00011450-\U00011459\U0001145E\U000114B0-\U000114C3'
       '\U000114D0-\U000114D9\U000115AF-\U000115B5\U000115B8-\U000115C0\U000115DC-\U000115DD'
       '\U00011630-\U00011640\U00011650-\U00011659\U000116AB-\U000116B7\U000116C0-\U000116C9'
       '\U000116D0-\U000116E3\U0001171D-\U0001172B\U00011730-\U0001173B\U0001182C-\U0001183A'
       '\U000118E0-\U000118F2\U00011930-\U00011935\U00011937-\U00011938\U0001193B-\U0001193E'
       '\U00011940\U00011942-\U00011943\U00011950-\U00011959\U000119D1-\U000119D7'
       '\U000119DA-\U000119E0\U000119E4\U00011A01-\U00011A0A\U00011A33-\U00011A39'
       '\U00011A3B-\U00011A3E\U00011A47\U00011A51-\U00011A5B\U00011A8A-\U00011A99'
       '\U00011B60-\U00011B67\U00011BF0-\U00011BF9\U00011C2F-\U00011C36\U00011C38-\U00011C3F'
       '\U00011C50-\U00011C6C\U00011C92-\U00011CA7\U00011CA9-\U00011CB6\U00011D31-\U00011D36'
       '\U00011D3A\U00011D3C-\U00011D3D\U00011D3F-\U00011D45\U00011D47\U00011D50-\U00011D59'
       '\U00011D8A-\U00011D8E\U00011D90-\U00011D91\U00011D93-\U00011D97\U00011DA0-\U00011DA9'
       '\U00011DE0-\U00011DE9\U00011EF3-\U00011EF6\U00011F00-\U00011F01\U00011F03'
       '\U00011F34-\U00011F3A\U00011F3E-\U00011F42\U00011F50-\U00011F5A\U00011FC0-\U00011FD4'
       '\U00012400-\U0001246E\U00013440\U00013447-\U00013455\U0001611E-\U00016139'
       '\U00016A60-\U00016A69\U00016AC0-\U00016AC9\U00016AF0-\U00016AF4\U00016B30-\U00016B36'
       '\U00016B50-\U00016B59\U00016B5B-\U00016B61\U00016D70-\U00016D79\U00016E80-\U00016E96'
       '\U00016F4F\U00016F51-\U00016F87\U00016F8F-\U00016F92\U00016FE4\U00016FF0-\U00016FF1'
       '\U00016FF4-\U00016FF6\U0001BC9D-\U0001BC9E\U0001CCF0-\U0001CCF9\U0001CF00-\U0001CF2D'
       '\U0001CF30-\U0001CF46\U0001D165-\U0001D169\U0001D16D-\U0001D172\U0001D17B-\U0001D182'
       '\U0001D185-\U0001D18B\U0001D1AA-\U0001D1AD\U0001D242-\U0001D244\U0001D2C0-\U0001D2D3'
       '\U0001D2E0-\U0001D2F3\U0001D360-\U0001D378\U0001D7CE-\U0001D7FF\U0001DA00-\U0001DA36'
       '\U0001DA3B-\U0001DA6C\U0001DA75\U0001DA84\U0001DA9B-\U0001DA9F\U0001DAA1-\U0001DAAF'
       '\U0001E000-\U0001E006\U0001E008-\U0001E018\U0001E01B-\U0001E021\U0001E023-\U0001E024'
       '\U0001E026-\U0001E02A\U0001E08F\U0001E130-\U0001E136\U0001E140-\U0001E149\U0001E2AE'
       '\U0001E2EC-\U0001E2F9\U0001E4EC-\U0001E4F9\U0001E5EE-\U0001E5EF\U0001E5F1-\U0001E5FA'
       '\U0001E6E3\U0001E6E6\U0001E6EE-\U0001E6EF\U0001E6F5\U0001E8C7-\U0001E8D6'
       '\U0001E944-\U0001E94A\U0001E950-\U0001E959\U0001EC71-\U0001ECAB\U0001ECAD-\U0001ECAF'
       '\U0001ECB1-\U0001ECB4\U0001ED01-\U0001ED2D\U0001ED2F-\U0001ED3D\U0001F100-\U0001F10C'
       '\U0001FBF0-\U0001FBF9\U000E0100-\U000E01EF' || ']+$')
$$;
comment on function public.sentiment_word_is_counted(text) is
  'False for a word the sentiment card leaves out: only numbers, or like, likes, gripe, gripes.';

-- As before, less the words the card leaves out.
create or replace function public.sentiment_word_stats(_comments public.comments[])
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
     and public.sentiment_word_is_counted(w.word)
   order by c.post_id, c.comment_type, w.word collate "C", c.created_at desc, c.id desc, w.ordinal;
$$;
comment on function public.sentiment_word_stats(public.comments[]) is
  'Per post, side and counted word of the given written top-level likes and gripes: its uses and '
  'first appearance in topWords'' reading order.';

delete from public.post_comment_words where not public.sentiment_word_is_counted(word);

revoke execute on function public.sentiment_word_is_counted(text) from public, anon, authenticated;
revoke execute on function public.sentiment_word_stats(public.comments[]) from public, anon, authenticated;
