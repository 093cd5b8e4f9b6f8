use std::env;
use std::process::{self, ExitCode};

use minigrep::Config;

fn main() -> ExitCode {
    // env::args() 遇到不是合法 UTF-8 的参数会直接 panic；
    // 改用 args_os()，自己把 OsString 转成 String，并给出可读的错误。
    let args = env::args_os().map(|arg| {
        arg.into_string().unwrap_or_else(|bad| {
            eprintln!("参数不是合法的 UTF-8：{}", bad.to_string_lossy());
            process::exit(2);
        })
    });

    let config = match Config::build(args) {
        Ok(config) => config,
        Err(err) => {
            eprintln!("参数解析出错：{err}");
            eprintln!("用法：minigrep <查询字符串> <文件路径>");
            return ExitCode::from(2);
        }
    };

    // 退出码与 grep 相同：0 有匹配，1 没有匹配，2 出错
    match minigrep::run(config) {
        Ok(0) => ExitCode::from(1),
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("应用出错：{e}");
            ExitCode::from(2)
        }
    }
}
