import type { Database as GeneratedDatabase, Json } from './database.types';

// The generated types say what PostgreSQL's catalog says: every column of a view may be null, a
// text column limited by a check constraint is any string, a json column is any Json. These are
// the narrower types the migrations guarantee (check constraints, not-null source columns, the
// functions' json shapes). Each refinement must name a real column and be assignable to its
// generated type, so a migration that drops or widens a column breaks the type check here.

export type { Json };

type PostCategory =
  | 'technology'
  | 'entertainment'
  | 'food'
  | 'travel'
  | 'books'
  | 'movies'
  | 'products'
  | 'services'
  | 'other';
type CommentType = 'like' | 'gripe' | 'question' | 'reply';
type NotificationType = 'follow' | 'mention' | 'like' | 'comment' | 'moderation';
type ReportTargetType = 'post' | 'comment';
type ReportReason =
  'spam' | 'harassment' | 'inappropriate' | 'misinformation' | 'copyright' | 'other';
type TrustLevel = 'new' | 'bronze' | 'silver' | 'gold' | 'platinum';

/** notifications.metadata: follower_username for follows; content_type and content_id otherwise. */
type NotificationMetadata = {
  follower_username?: string;
  content_type?: 'posts' | 'comments';
  content_id?: string;
  /** A moderation notification's decision. */
  outcome?: 'dismissed' | 'hidden' | 'restored';
};

/** `Base` with the columns of `Narrower` replaced; optional columns stay optional. */
type Replace<Base, Narrower> = {
  [K in keyof Base]: K extends keyof Narrower ? Narrower[K] : Base[K];
};

/** `Replace`, allowed only with real columns and types assignable to the generated ones. */
type Refine<
  Base,
  Narrower extends { [K in keyof Narrower]: K extends keyof Base ? Base[K] : never },
> = Replace<Base, Narrower>;

/** A view row whose columns are never null except `Nullable` (outer joins, nullable sources). */
type ViewRow<Row, Nullable extends keyof Row> = {
  [K in keyof Row]: K extends Nullable ? Row[K] : NonNullable<Row[K]>;
};

/** Refines Row, Insert and Update of one table alike. */
type RefineTable<
  Table extends { Row: object; Insert: object; Update: object },
  Narrower extends {
    [K in keyof Narrower]: K extends keyof Table['Row'] ? Table['Row'][K] : never;
  },
> = Omit<Table, 'Row' | 'Insert' | 'Update'> & {
  Row: Refine<Table['Row'], Narrower>;
  Insert: Replace<Table['Insert'], Narrower>;
  Update: Replace<Table['Update'], Narrower>;
};

type Generated = GeneratedDatabase['public'];
type GeneratedTables = Generated['Tables'];
type GeneratedViews = Generated['Views'];
type GeneratedFunctions = Generated['Functions'];

type Tables = Omit<
  GeneratedTables,
  | 'comments'
  | 'notifications'
  | 'post_comment_words'
  | 'post_written_comment_counts'
  | 'posts'
  | 'reports'
  | 'user_reputation'
> & {
  comments: RefineTable<GeneratedTables['comments'], { comment_type: CommentType }>;
  notifications: RefineTable<
    GeneratedTables['notifications'],
    { type: NotificationType; metadata: NotificationMetadata }
  >;
  post_comment_words: RefineTable<
    GeneratedTables['post_comment_words'],
    { comment_type: 'like' | 'gripe' }
  >;
  post_written_comment_counts: RefineTable<
    GeneratedTables['post_written_comment_counts'],
    { comment_type: 'like' | 'gripe' | 'question' }
  >;
  posts: RefineTable<
    GeneratedTables['posts'],
    { category: PostCategory; discussion_count: number }
  >;
  reports: RefineTable<
    GeneratedTables['reports'],
    { target_type: ReportTargetType; reason: ReportReason }
  >;
  user_reputation: RefineTable<GeneratedTables['user_reputation'], { trust_level: TrustLevel }>;
};

type PostAuthorColumns = 'author_username' | 'author_display_name' | 'author_avatar_url';
type PostOptionalColumns = 'description' | 'media_urls' | 'link_url' | PostAuthorColumns;

type CommentDetailsRow = Refine<
  ViewRow<
    GeneratedViews['comment_details']['Row'],
    | 'parent_id'
    | 'edited_at'
    | 'hidden_at'
    | PostAuthorColumns
    | 'author_trust_level'
    | 'author_overall_reputation'
  >,
  { comment_type: CommentType; author_trust_level: TrustLevel | null }
>;
type FeedCardsRow = Refine<
  ViewRow<GeneratedViews['feed_cards']['Row'], PostOptionalColumns | 'edited_at'>,
  { category: PostCategory }
>;
type FeedPostsRow = Refine<
  ViewRow<GeneratedViews['feed_posts']['Row'], PostOptionalColumns | 'edited_at' | 'hidden_at'>,
  { category: PostCategory }
>;

type Views = Omit<
  GeneratedViews,
  'comment_details' | 'feed_cards' | 'feed_posts' | 'profile_stats'
> & {
  comment_details: Omit<GeneratedViews['comment_details'], 'Row'> & { Row: CommentDetailsRow };
  feed_cards: Omit<GeneratedViews['feed_cards'], 'Row'> & { Row: FeedCardsRow };
  feed_posts: Omit<GeneratedViews['feed_posts'], 'Row'> & { Row: FeedPostsRow };
  profile_stats: Omit<GeneratedViews['profile_stats'], 'Row'> & {
    Row: ViewRow<GeneratedViews['profile_stats']['Row'], never>;
  };
};

/** post_comment_summary's json: the comment counts and the most used words on each side. */
type PostCommentSummary = {
  like_count: number;
  gripe_count: number;
  question_count: number;
  top_positive_words: string[];
  top_negative_words: string[];
};

/** post_page's json: the post as feed_posts shows it to the caller (null if unreadable), its summary. */
type PostPage = {
  post: FeedPostsRow | null;
  comment_summary: PostCommentSummary;
};

/**
 * profile_page's json: the member, their counts, reputation, the viewer's follow and the member's
 * newest posts; null if none.
 */
type ProfilePage = {
  profile: Pick<
    GeneratedTables['profiles']['Row'],
    'id' | 'username' | 'display_name' | 'bio' | 'avatar_url' | 'created_at'
  >;
  profile_stats: Omit<Views['profile_stats']['Row'], 'id' | 'username'>;
  /** Null when it could not be calculated. */
  reputation: Tables['user_reputation']['Row'] | null;
  /** Null for a visitor and on the viewer's own page. */
  viewer_follows: boolean | null;
  /** The Posts tab's first read, its 10 newest; absent from a database older than this answer. */
  posts?: Array<
    Pick<
      Tables['posts']['Row'],
      'id' | 'title' | 'description' | 'category' | 'link_url' | 'created_at'
    >
  >;
} | null;

type Functions = Omit<
  GeneratedFunctions,
  | 'calculate_user_reputation'
  | 'post_comment_summary'
  | 'post_page'
  | 'profile_page'
  | 'search_feed_cards'
> & {
  calculate_user_reputation: Refine<
    GeneratedFunctions['calculate_user_reputation'],
    { Returns: Tables['user_reputation']['Row'] }
  >;
  post_comment_summary: Refine<
    GeneratedFunctions['post_comment_summary'],
    { Returns: PostCommentSummary }
  >;
  post_page: Refine<GeneratedFunctions['post_page'], { Returns: PostPage }>;
  profile_page: Refine<GeneratedFunctions['profile_page'], { Returns: ProfilePage }>;
  search_feed_cards: Refine<GeneratedFunctions['search_feed_cards'], { Returns: FeedCardsRow[] }>;
};

/** The database as the app may rely on it; pass it to `createClient<Database>`. */
export type Database = Omit<GeneratedDatabase, 'public'> & {
  public: Omit<Generated, 'Tables' | 'Views' | 'Functions'> & {
    Tables: Tables;
    Views: Views;
    Functions: Functions;
  };
};
