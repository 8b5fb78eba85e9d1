//! Which of the bot's gateway shards this process runs (`DISCORD_SHARDS`),
//! so that several processes share one bot: Discord sends each server's
//! events to one shard, `(server id >> 22) % total`.

/// The shards `first..=last` of `total`, run by this process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// Everything in one process: the one shard of one, as a bot that
    /// never set `DISCORD_SHARDS` has always run.
    pub const ALL: Shards = Shards {
        first: 0,
        last: 0,
        total: 1,
    };

    /// Reads `a-b/N` (shards a to b of N) or `a/N` (shard a of N), the form
    /// of `DISCORD_SHARDS`.
    ///
    /// # Errors
    /// Anything else, or a range that is empty or goes past the total; the
    /// message names the variable and shows an example.
    pub fn parse(text: &str) -> Result<Shards, String> {
        let bad = |why: &str| {
            format!(
                "DISCORD_SHARDS '{text}': {why}; write a-b/N (shards a to b of N, e.g. 0-3/8) \
                 or a/N (one shard, e.g. 2/8)"
            )
        };
        let number = |part: &str| -> Result<u32, String> {
            part.trim()
                .parse::<u32>()
                .map_err(|_| bad(&format!("'{}' is not a whole number", part.trim())))
        };
        let (range, total) = text.trim().split_once('/').ok_or_else(|| bad("no '/'"))?;
        let total = number(total)?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let a = number(range)?;
                (a, a)
            }
        };
        if total == 0 {
            return Err(bad("a bot has at least one shard"));
        }
        if first > last {
            return Err(bad(&format!("the range starts after it ends ({first} > {last})")));
        }
        if last >= total {
            return Err(bad(&format!(
                "shard {last} does not exist: the shards of {total} are 0 to {}",
                total - 1
            )));
        }
        Ok(Shards { first, last, total })
    }

    /// `DISCORD_SHARDS` when set and not empty.
    ///
    /// # Errors
    /// It is set to something [`Shards::parse`] refuses.
    pub fn from_env() -> Result<Option<Shards>, String> {
        match std::env::var("DISCORD_SHARDS") {
            Ok(text) if !text.trim().is_empty() => Shards::parse(&text).map(Some),
            _ => Ok(None),
        }
    }

    /// Whether this process registers the slash commands: the one running
    /// shard 0, so several processes do not all register the same list at
    /// once (registering is idempotent, but once is enough).
    pub fn registers_commands(&self) -> bool {
        self.first == 0
    }
}

impl std::fmt::Display for Shards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.total)
        } else {
            write!(f, "shards {} to {} of {}", self.first, self.last, self.total)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Shards;

    #[test]
    fn a_range_and_a_single_shard_are_read() {
        assert_eq!(
            Shards::parse("0-3/8"),
            Ok(Shards {
                first: 0,
                last: 3,
                total: 8
            })
        );
        assert_eq!(
            Shards::parse(" 2/8 "),
            Ok(Shards {
                first: 2,
                last: 2,
                total: 8
            })
        );
        assert_eq!(Shards::parse("0/1"), Ok(Shards::ALL));
    }

    #[test]
    fn bad_forms_are_refused_naming_the_variable_and_an_example() {
        for (text, why) in [
            ("3-1/8", "starts after it ends"),
            ("0-8/8", "shard 8 does not exist"),
            ("8/8", "shard 8 does not exist"),
            ("0/0", "at least one shard"),
            ("a-3/8", "'a' is not a whole number"),
            ("0-3/x", "'x' is not a whole number"),
            ("-1/8", "'' is not a whole number"),
            ("0-3", "no '/'"),
        ] {
            let error = Shards::parse(text).expect_err(text);
            assert!(
                error.contains("DISCORD_SHARDS") && error.contains("0-3/8") && error.contains(why),
                "{text}: {error}"
            );
        }
    }

    #[test]
    fn only_the_process_with_shard_zero_registers_the_commands() {
        assert!(Shards::parse("0-3/8").unwrap().registers_commands());
        assert!(!Shards::parse("4-7/8").unwrap().registers_commands());
        assert!(Shards::ALL.registers_commands());
    }
}
