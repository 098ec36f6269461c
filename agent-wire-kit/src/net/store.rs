//! A persistent [`EventLog`] (feature `store`): a server started again on the
//! same file goes on numbering each stream where it stopped, and its clients
//! resume after the last position they saw, with nothing lost or repeated.
//!
//! It is stored with [redb](https://docs.rs/redb), an embedded key-value
//! store in pure Rust: no C toolchain to build (as SQLite would need), one
//! file, and commits that survive the process being killed at any moment.
//! Each append is its own durable commit, so an event a client has seen is
//! never given again to another event after a restart.

use super::log::{Entry, EventLog, Position, Retained};
use redb::{Database, ReadableTable, ReadableTableMetadata, TableDefinition};
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex};

const EVENTS: TableDefinition<(&str, i64), &str> = TableDefinition::new("events");
/// Per stream: the first position held and the last given.
const BOUNDS: TableDefinition<&str, (i64, i64)> = TableDefinition::new("bounds");

/// An event log in one file; see the [module docs](self).
pub struct FileLog {
    db: Database,
    capacity: usize,
    bounds: Mutex<HashMap<String, Retained>>,
}

impl std::fmt::Debug for FileLog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FileLog")
            .field("capacity", &self.capacity)
            .finish_non_exhaustive()
    }
}

fn io(e: impl Into<redb::Error>) -> std::io::Error {
    std::io::Error::other(e.into())
}

impl FileLog {
    /// Opens the log at `path`, creating it when absent, keeping the newest
    /// `capacity` events of each stream (at least one).
    pub fn open(path: impl AsRef<Path>, capacity: usize) -> std::io::Result<Self> {
        let db = Database::create(path.as_ref()).map_err(io)?;
        let write = db.begin_write().map_err(io)?;
        let mut bounds = HashMap::new();
        {
            write.open_table(EVENTS).map_err(io)?;
            let table = write.open_table(BOUNDS).map_err(io)?;
            for row in table.iter().map_err(io)? {
                let (stream, value) = row.map_err(io)?;
                let (first, last) = value.value();
                bounds.insert(stream.value().to_owned(), Retained { first, last });
            }
        }
        write.commit().map_err(io)?;
        Ok(Self {
            db,
            capacity: capacity.max(1),
            bounds: Mutex::new(bounds),
        })
    }

    fn bounds(&self) -> std::sync::MutexGuard<'_, HashMap<String, Retained>> {
        self.bounds.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl EventLog for FileLog {
    fn append(
        &self,
        stream: &str,
        encode: &mut dyn FnMut(Position) -> String,
    ) -> std::io::Result<Entry> {
        // Held through the commit: appends to one log are serialized anyway
        // (redb has one writer), and the cached bounds must follow the file.
        let mut bounds = self.bounds();
        let old = bounds
            .get(stream)
            .copied()
            .unwrap_or(Retained { first: 1, last: 0 });
        let position = old
            .last
            .checked_add(1)
            .ok_or_else(|| std::io::Error::other("the stream has used every position"))?;
        let text = encode(position);
        let mut first = old.first;
        let write = self.db.begin_write().map_err(io)?;
        {
            let mut events = write.open_table(EVENTS).map_err(io)?;
            events
                .insert((stream, position), text.as_str())
                .map_err(io)?;
            while position - first + 1 > self.capacity as i64 {
                events.remove((stream, first)).map_err(io)?;
                first += 1;
            }
            let mut table = write.open_table(BOUNDS).map_err(io)?;
            table.insert(stream, (first, position)).map_err(io)?;
        }
        write.commit().map_err(io)?;
        bounds.insert(
            stream.to_owned(),
            Retained {
                first,
                last: position,
            },
        );
        Ok((position, text.into()))
    }

    fn read_after(
        &self,
        stream: &str,
        after: Position,
        max: usize,
        out: &mut Vec<Entry>,
    ) -> std::io::Result<()> {
        let Some(start) = after.checked_add(1) else {
            return Ok(());
        };
        let read = self.db.begin_read().map_err(io)?;
        let events = read.open_table(EVENTS).map_err(io)?;
        for row in events
            .range((stream, start)..=(stream, i64::MAX))
            .map_err(io)?
            .take(max)
        {
            let (key, value) = row.map_err(io)?;
            out.push((key.value().1, Arc::from(value.value())));
        }
        Ok(())
    }

    fn retained(&self, stream: &str) -> Retained {
        self.bounds()
            .get(stream)
            .copied()
            .unwrap_or(Retained { first: 1, last: 0 })
    }

    fn streams(&self) -> Vec<String> {
        self.bounds().keys().cloned().collect()
    }
}

impl FileLog {
    /// How many events the file holds, over every stream.
    pub fn len(&self) -> std::io::Result<u64> {
        let read = self.db.begin_read().map_err(io)?;
        read.open_table(EVENTS).map_err(io)?.len().map_err(io)
    }

    /// Whether the file holds no event.
    pub fn is_empty(&self) -> std::io::Result<bool> {
        Ok(self.len()? == 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("wire-kit-store-{}-{name}", std::process::id()));
        let _ = std::fs::remove_file(&dir);
        dir
    }

    #[test]
    fn passes_the_log_checks() {
        let path = temp("checks");
        super::super::log::check_log(&FileLog::open(&path, 100).unwrap());
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn a_reopened_log_goes_on_where_it_stopped() {
        let path = temp("reopen");
        {
            let log = FileLog::open(&path, 3).unwrap();
            for _ in 0..5 {
                log.append("s", &mut |p| format!("e{p}")).unwrap();
            }
        }
        let log = FileLog::open(&path, 3).unwrap();
        assert_eq!(log.retained("s"), Retained { first: 3, last: 5 });
        assert_eq!(log.append("s", &mut |p| format!("e{p}")).unwrap().0, 6);
        let mut out = Vec::new();
        log.read_after("s", 0, 10, &mut out).unwrap();
        let got: Vec<_> = out.iter().map(|(p, t)| format!("{p}:{t}")).collect();
        assert_eq!(got, ["4:e4", "5:e5", "6:e6"]);
        assert_eq!(log.len().unwrap(), 3, "old events leave the file");
        std::fs::remove_file(path).unwrap();
    }
}
