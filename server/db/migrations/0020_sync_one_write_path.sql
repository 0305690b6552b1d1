-- Exam sync has one write path (server/services/examSync.ts: one transaction that claims the batch's keys and locks
-- its attempt rows). The one-statement path's check, which raised to undo its statement (0017), is no longer called.
DROP FUNCTION IF EXISTS sync_batch_check(boolean);
