-- The exam sync's one-statement path (server/services/syncStore.ts writeBatchAtOnce): the statement that claims a
-- batch's keys and writes its attempt ends by calling this with whether every key was new and the attempt still the
-- version the server had copied. False raises (SQLSTATE EQ409), which undoes the whole statement; the batch then
-- runs on the locked path.
CREATE FUNCTION sync_batch_check(ok boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ok THEN
    RAISE EXCEPTION 'sync batch declined: a key was claimed before or the attempt changed' USING ERRCODE = 'EQ409';
  END IF;
  RETURN true;
END
$$;
