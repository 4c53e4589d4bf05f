// The database of supabase/migrations, in the shape `supabase gen types typescript` produces.
// Hand-written: keep it in step with the migrations (backend/test/db-types.test.ts checks the
// columns against the live schema). Text columns restricted by check constraints get literal unions.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type PostCategory =
  | 'technology'
  | 'entertainment'
  | 'food'
  | 'travel'
  | 'books'
  | 'movies'
  | 'products'
  | 'services'
  | 'other';
export type CommentType = 'like' | 'gripe' | 'question' | 'reply';
export type NotificationType = 'follow' | 'mention' | 'like' | 'comment';
export type ReportTargetType = 'post' | 'comment';
export type ReportReason =
  'spam' | 'harassment' | 'inappropriate' | 'misinformation' | 'copyright' | 'other';
export type TrustLevel = 'new' | 'bronze' | 'silver' | 'gold' | 'platinum';

/** notifications.metadata: follower_username for follows; content_type and content_id otherwise. */
export type NotificationMetadata = {
  follower_username?: string;
  content_type?: 'posts' | 'comments';
  content_id?: string;
};

type UserReputationRow = {
  id: string;
  user_id: string;
  review_quality_score: number;
  activity_authenticity_score: number;
  community_engagement_score: number;
  longevity_score: number;
  balanced_perspective_score: number;
  overall_reputation: number;
  trust_level: TrustLevel;
  total_likes_received: number;
  total_gripes_received: number;
  total_posts_count: number;
  total_reactions_given: number;
  avg_daily_activity: number;
  created_at: string;
  updated_at: string;
};

export type Database = {
  __InternalSupabase: {
    PostgrestVersion: '12.0.2';
  };
  public: {
    Tables: {
      comment_likes: {
        Row: { id: string; comment_id: string; user_id: string; created_at: string };
        Insert: { id?: never; comment_id: string; user_id: string; created_at?: never };
        Update: { id?: never; comment_id?: never; user_id?: never; created_at?: never };
        Relationships: [
          {
            foreignKeyName: 'comment_likes_comment_id_fkey';
            columns: ['comment_id'];
            isOneToOne: false;
            referencedRelation: 'comments';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comment_likes_comment_id_fkey';
            columns: ['comment_id'];
            isOneToOne: false;
            referencedRelation: 'comment_details';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comment_likes_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      comments: {
        Row: {
          id: string;
          post_id: string;
          user_id: string;
          content: string;
          comment_type: CommentType;
          parent_id: string | null;
          created_at: string;
          like_count: number;
          reply_count: number;
        };
        Insert: {
          id?: never;
          post_id: string;
          user_id: string;
          content?: string;
          comment_type: CommentType;
          parent_id?: string | null;
          created_at?: never;
          like_count?: never;
          reply_count?: never;
        };
        Update: {
          id?: never;
          post_id?: never;
          user_id?: never;
          content?: never;
          comment_type?: never;
          parent_id?: never;
          created_at?: never;
          like_count?: never;
          reply_count?: never;
        };
        Relationships: [
          {
            foreignKeyName: 'comments_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'posts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comments_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'feed_cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comments_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'feed_posts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comments_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comments_parent_same_post_fkey';
            columns: ['parent_id', 'post_id'];
            isOneToOne: false;
            referencedRelation: 'comments';
            referencedColumns: ['id', 'post_id'];
          },
        ];
      };
      notifications: {
        Row: {
          id: string;
          user_id: string;
          type: NotificationType;
          title: string;
          message: string;
          read: boolean;
          metadata: NotificationMetadata;
          created_at: string;
        };
        Insert: { [column: string]: never };
        Update: { read?: boolean };
        Relationships: [
          {
            foreignKeyName: 'notifications_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      /** post_comment_summary's word counts per post and side, kept by triggers on comments. */
      post_comment_words: {
        Row: {
          post_id: string;
          comment_type: 'like' | 'gripe';
          word: string;
          uses: number;
          newest_created_at: string;
          newest_comment_id: string;
          newest_ordinal: number;
        };
        Insert: { [column: string]: never };
        Update: { [column: string]: never };
        Relationships: [
          {
            foreignKeyName: 'post_comment_words_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'posts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'post_comment_words_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'feed_cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'post_comment_words_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'feed_posts';
            referencedColumns: ['id'];
          },
        ];
      };
      /** post_comment_summary's written top-level comment counts, kept by triggers on comments. */
      post_written_comment_counts: {
        Row: { post_id: string; comment_type: 'like' | 'gripe' | 'question'; written: number };
        Insert: { [column: string]: never };
        Update: { [column: string]: never };
        Relationships: [
          {
            foreignKeyName: 'post_written_comment_counts_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'posts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'post_written_comment_counts_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'feed_cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'post_written_comment_counts_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'feed_posts';
            referencedColumns: ['id'];
          },
        ];
      };
      posts: {
        Row: {
          id: string;
          user_id: string;
          title: string;
          description: string | null;
          category: PostCategory;
          media_urls: string[] | null;
          link_url: string | null;
          hashtags: string[];
          created_at: string;
          like_count: number;
          gripe_count: number;
          question_count: number;
          discussion_count: number;
          /** Copies of the author's profile, kept by triggers (null only without a profile). */
          author_username: string | null;
          author_display_name: string | null;
          author_avatar_url: string | null;
        };
        Insert: {
          id?: never;
          user_id: string;
          title: string;
          description?: string | null;
          category?: PostCategory;
          media_urls?: string[] | null;
          link_url?: string | null;
          hashtags?: string[];
          created_at?: never;
          like_count?: never;
          gripe_count?: never;
          question_count?: never;
          discussion_count?: never;
          author_username?: never;
          author_display_name?: never;
          author_avatar_url?: never;
        };
        Update: { [column: string]: never };
        Relationships: [
          {
            foreignKeyName: 'posts_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          id: string;
          username: string;
          display_name: string;
          bio: string | null;
          avatar_url: string | null;
          created_at: string;
        };
        Insert: { [column: string]: never };
        Update: {
          id?: never;
          username?: string;
          display_name?: string;
          bio?: string | null;
          avatar_url?: string | null;
          created_at?: never;
        };
        Relationships: [];
      };
      reports: {
        Row: {
          id: string;
          target_id: string;
          target_type: ReportTargetType;
          reporter_id: string;
          reason: ReportReason;
          admin_notes: string | null;
          created_at: string;
        };
        Insert: {
          id?: never;
          target_id: string;
          target_type: ReportTargetType;
          reporter_id: string;
          reason: ReportReason;
          admin_notes?: string | null;
          created_at?: never;
        };
        Update: { [column: string]: never };
        Relationships: [
          {
            foreignKeyName: 'reports_reporter_id_fkey';
            columns: ['reporter_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      user_follows: {
        Row: { id: string; follower_id: string; following_id: string; created_at: string };
        Insert: { id?: never; follower_id: string; following_id: string; created_at?: never };
        Update: { [column: string]: never };
        Relationships: [
          {
            foreignKeyName: 'user_follows_follower_id_fkey';
            columns: ['follower_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'user_follows_following_id_fkey';
            columns: ['following_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      user_reputation: {
        Row: UserReputationRow;
        Insert: { [column: string]: never };
        Update: { [column: string]: never };
        Relationships: [
          {
            foreignKeyName: 'user_reputation_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      comment_details: {
        Row: {
          id: string;
          post_id: string;
          user_id: string;
          content: string;
          comment_type: CommentType;
          parent_id: string | null;
          created_at: string;
          like_count: number;
          reply_count: number;
          author_username: string | null;
          author_display_name: string | null;
          author_avatar_url: string | null;
          author_trust_level: TrustLevel | null;
          author_overall_reputation: number | null;
          viewer_has_liked: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'comments_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'posts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comments_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'feed_cards';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comments_post_id_fkey';
            columns: ['post_id'];
            isOneToOne: false;
            referencedRelation: 'feed_posts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'comments_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      feed_cards: {
        Row: {
          id: string;
          user_id: string;
          title: string;
          description: string | null;
          category: PostCategory;
          media_urls: string[] | null;
          link_url: string | null;
          hashtags: string[];
          created_at: string;
          like_count: number;
          gripe_count: number;
          discussion_count: number;
          author_username: string | null;
          author_display_name: string | null;
          author_avatar_url: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'posts_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      feed_posts: {
        Row: {
          id: string;
          user_id: string;
          title: string;
          description: string | null;
          category: PostCategory;
          media_urls: string[] | null;
          link_url: string | null;
          hashtags: string[];
          created_at: string;
          like_count: number;
          gripe_count: number;
          question_count: number;
          discussion_count: number;
          author_id: string;
          author_username: string | null;
          author_display_name: string | null;
          author_avatar_url: string | null;
          viewer_has_liked: boolean;
          viewer_has_griped: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'posts_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profile_stats: {
        Row: {
          id: string;
          username: string;
          posts_count: number;
          likes_given: number;
          gripes_given: number;
          follower_count: number;
          following_count: number;
        };
        Relationships: [];
      };
    };
    Functions: {
      calculate_user_reputation: {
        Args: { _user_id: string };
        Returns: UserReputationRow;
        SetofOptions: {
          from: '*';
          to: 'user_reputation';
          isOneToOne: true;
          isSetofReturn: false;
        };
      };
      check_username_available: { Args: { username_to_check: string }; Returns: boolean };
      is_valid_username: { Args: { candidate: string }; Returns: boolean };
      post_comment_summary: {
        Args: { _post_id: string };
        Returns: {
          like_count: number;
          gripe_count: number;
          question_count: number;
          top_positive_words: string[];
          top_negative_words: string[];
        };
      };
      search_feed_cards: {
        Args: {
          _search: string;
          _category?: string;
          _hashtags?: string[];
          _sort?: string;
          _offset?: number;
          _limit?: number;
        };
        Returns: Database['public']['Views']['feed_cards']['Row'][];
        SetofOptions: {
          from: '*';
          to: 'feed_cards';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      validate_username: { Args: { username_to_validate: string }; Returns: boolean };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof (PublicSchema['Tables'] & PublicSchema['Views'])> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> =
  PublicSchema['Tables'][T]['Update'];
export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T];
