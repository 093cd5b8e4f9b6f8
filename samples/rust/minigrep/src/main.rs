use std::env;
use std::process;

use minigrep::Config;

fn main() {
    let args: Vec<String> = env::args().collect();

    let config = Config::build(&args).unwrap_or_else(|err| {
        eprintln!("参数解析出错：{err}");
        process::exit(1);
    });

    if let Err(e) = minigrep::run(config) {
        eprintln!("应用出错：{e}");
        process::exit(1);
    }
}
