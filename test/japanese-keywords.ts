/**
 * A Japanese keyword field of 60 characters, each keyword longer than two: under 100 characters,
 * but 162 bytes of UTF-8, so App Store Connect (which counts keywords in bytes) refuses it.
 */
export const JAPANESE_KEYWORDS_60 =
  "写真編集アプリ,カメラ,フィルター,画像編集,コラージュ,スタンプ帳,文字入れ,自撮りカメラ,背景ぼかし,動画編集アプリ";
