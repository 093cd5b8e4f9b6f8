//! minigrep 的库 crate：参数解析、运行逻辑和搜索函数都在这里，集成测试和其他 crate 都能调用。

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
    /// 从命令行参数构造配置。`args[0]` 是程序名，之后依次是查询字符串和文件路径。
    pub fn build(args: &[String]) -> Result<Config, &'static str> {
        if args.len() < 3 {
            return Err("参数不足，用法：minigrep <查询字符串> <文件路径>");
        }

        // args 是借来的切片，Config 需要拥有自己的 String，所以这里 clone。
        // 下篇会用迭代器去掉这两次 clone。
        let query = args[1].clone();
        let file_path = args[2].clone();

        // 只要设置了 IGNORE_CASE 且值是合法 Unicode（不论值是什么，哪怕是 0），就忽略大小写。
        let ignore_case = env::var("IGNORE_CASE").is_ok();

        Ok(Config {
            query,
            file_path,
            ignore_case,
        })
    }
}

/// 读取文件并打印匹配的行。I/O 错误交给调用方处理。
pub fn run(config: Config) -> Result<(), Box<dyn Error>> {
    let contents = fs::read_to_string(&config.file_path)?;

    let results = if config.ignore_case {
        search_case_insensitive(&config.query, &contents)
    } else {
        search(&config.query, &contents)
    };

    for line in results {
        println!("{line}");
    }
    Ok(())
}

/// 返回 `contents` 中包含 `query` 的所有行（区分大小写）。
/// 返回的切片借用自 `contents`，与 `query` 无关。
pub fn search<'a>(query: &str, contents: &'a str) -> Vec<&'a str> {
    let mut results = Vec::new();
    for line in contents.lines() {
        if line.contains(query) {
            results.push(line);
        }
    }
    results
}

/// 忽略大小写的版本。查询字符串只转换一次小写，每一行仍要各自转换。
pub fn search_case_insensitive<'a>(query: &str, contents: &'a str) -> Vec<&'a str> {
    let query = query.to_lowercase();
    let mut results = Vec::new();
    for line in contents.lines() {
        if line.to_lowercase().contains(&query) {
            results.push(line);
        }
    }
    results
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "\
Rust 让并发
不再可怕。
Trust the borrow checker.
rusty nails";

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
    fn build_rejects_missing_arguments() {
        let args = vec![String::from("minigrep"), String::from("rust")];
        assert!(Config::build(&args).is_err());
    }

    #[test]
    fn build_takes_query_and_path() {
        let args = vec![
            String::from("minigrep"),
            String::from("rust"),
            String::from("poem.txt"),
        ];
        let config = Config::build(&args).unwrap();
        assert_eq!(config.query, "rust");
        assert_eq!(config.file_path, "poem.txt");
    }
}
