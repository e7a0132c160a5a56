//! locforge command-line entry point.

fn main() -> std::process::ExitCode {
    locforge::cli::main()
}
