-- The descriptions of the public RPCs say what each does in the product's own words (they had
-- pointed at sections of a document that does not ship with the database).
comment on function public.is_valid_username(text) is
  'The username rule: 3-30 characters, letters, digits and underscore, starting with a letter or digit.';
comment on function public.validate_username(text) is
  'RPC: true when the username follows the username rule.';
comment on function public.check_username_available(text) is
  'RPC: true when no profile has this username, compared case-insensitively.';
comment on function public.calculate_user_reputation(uuid) is
  'RPC: recomputes and upserts the reputation of one member; returns the stored row.';
