-- The device of each session, for the client's list of open sessions (administrarDispositivos):
-- the User-Agent the login came with, cut to 512 characters. NULL for sessions opened before.
ALTER TABLE sessions ADD COLUMN user_agent text;
