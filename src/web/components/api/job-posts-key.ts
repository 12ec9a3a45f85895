/** The query keys of job posts and prospects: every write invalidates under `JOB_POSTS_KEY`. */
export const JOB_POSTS_KEY = ['job-posts'] as const;
