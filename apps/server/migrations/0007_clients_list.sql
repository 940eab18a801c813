-- 0007: the client list's name order and its stats. Both PGlite and the usual PostgreSQL images collate with "C",
-- where capitals sort before small letters and 'ё' after 'я' ('Алёна' after 'Алина'). The sort key
-- folds case and ё→е with translate(), which does not depend on the database's locale, and is
-- generated, so every writer (the API, the demo seed) keeps it without knowing about it.
alter table clients add column name_sort text generated always as (
  translate(
    name,
    'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯABCDEFGHIJKLMNOPQRSTUVWXYZё',
    'абвгдеежзийклмнопрстуфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyzе'
  )
) stored;
create index clients_license_name_sort_idx on clients (license_id, name_sort, name, id);

-- The list's stats (counts over the license by is_active, ltv and reliability) read this narrow
-- index alone instead of the wide rows.
create index clients_license_stats_idx on clients (license_id) include (is_active, ltv, reliability);
