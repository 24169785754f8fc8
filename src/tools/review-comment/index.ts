/** The door of tools/review-comment/: what the rest of src/ may use from it. */
export {
  createReviewCommentTool,
  type ReviewComment
} from './review-comment.js'
