//! minigrep 的迭代器版本：Config::build 直接消费参数迭代器，search 用适配器实现。

use std::env;
use std::error::Error;
use std::fs;

/// 一次搜索所需的全部配置。
pub struct Config {
    pub query: String,
    pub file_path: String,
    pub ignore_case: bool,
}

impl Config {
    /// 从参数迭代器构造配置：拿走迭代器的所有权，String 直接移进 Config，不再 clone。
    /// 第一个元素按惯例是程序名，跳过；多余的参数被忽略。
    pub fn build(mut args: impl Iterator<Item = String>) -> Result<Config, &'static str> {
        args.next();

        let query = match args.next() {
            Some(arg) => arg,
            None => return Err("缺少查询字符串"),
        };
        let file_path = match args.next() {
            Some(arg) => arg,
            None => return Err("缺少文件路径"),
        };

        let ignore_case = env::var("IGNORE_CASE").is_ok();

        Ok(Config {
            query,
            file_path,
            ignore_case,
        })
    }
}

/// 读取文件并打印匹配的行，返回匹配的行数，供 main 决定退出码。
pub fn run(config: Config) -> Result<usize, Box<dyn Error>> {
    let contents = fs::read_to_string(&config.file_path)?;

    let results = if config.ignore_case {
        search_case_insensitive(&config.query, &contents)
    } else {
        search(&config.query, &contents)
    };

    for line in &results {
        println!("{line}");
    }
    Ok(results.len())
}

/// 返回 `contents` 中包含 `query` 的所有行（区分大小写）。
pub fn search<'a>(query: &str, contents: &'a str) -> Vec<&'a str> {
    contents
        .lines()
        .filter(|line| line.contains(query))
        .collect()
}

/// 忽略大小写的版本。查询串只转换一次小写。
pub fn search_case_insensitive<'a>(query: &str, contents: &'a str) -> Vec<&'a str> {
    let query = query.to_lowercase();
    contents
        .lines()
        .filter(|line| line.to_lowercase().contains(&query))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "\
Rust 让并发
不再可怕。
Trust the borrow checker.
rusty nails";

    /// 把字符串字面量变成 build 需要的 String 迭代器。
    fn args(list: &[&str]) -> impl Iterator<Item = String> {
        list.iter().map(|s| s.to_string())
    }

    #[test]
    fn case_sensitive() {
        assert_eq!(vec!["Rust 让并发"], search("Rust", TEXT));
    }

    #[test]
    fn case_insensitive() {
        assert_eq!(
            vec!["Rust 让并发", "Trust the borrow checker.", "rusty nails"],
            search_case_insensitive("rUsT", TEXT)
        );
    }

    #[test]
    fn chinese_query() {
        assert_eq!(vec!["不再可怕。"], search("可怕", TEXT));
    }

    #[test]
    fn no_match_returns_empty() {
        assert!(search("Java", TEXT).is_empty());
    }

    #[test]
    fn build_reports_which_argument_is_missing() {
        assert_eq!(Config::build(args(&["minigrep"])).err(), Some("缺少查询字符串"));
        assert_eq!(Config::build(args(&["minigrep", "rust"])).err(), Some("缺少文件路径"));
    }

    #[test]
    fn build_moves_arguments_and_ignores_extra_ones() {
        let config = Config::build(args(&["minigrep", "rust", "poem.txt", "extra"])).unwrap();
        assert_eq!(config.query, "rust");
        assert_eq!(config.file_path, "poem.txt");
    }

    #[test]
    fn build_accepts_an_empty_program_name_list() {
        assert!(Config::build(std::iter::empty()).is_err());
    }
}
