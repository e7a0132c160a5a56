//! `locforge formats`: the formats locforge handles.

use std::process::ExitCode;

use locforge_formats::Registry;

/// Options of `formats`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

pub(super) fn run(args: Args) -> anyhow::Result<ExitCode> {
    let registry = Registry::builtin();
    if args.json {
        let list: Vec<_> = registry
            .iter()
            .map(|f| {
                let i = f.info();
                serde_json::json!({
                    "key": i.key, "name": i.name, "description": i.description,
                    "extensions": i.extensions,
                    "signaturePatterns": {"fileName": i.signature.file_name, "fileContent": i.signature.file_content},
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&list)?);
        return Ok(ExitCode::SUCCESS);
    }
    for f in registry.iter() {
        let i = f.info();
        println!("{:<16} {}", i.key, i.name);
        println!("{:<16} {}", "", i.description);
        println!("{:<16} extensions: {}", "", i.extensions.join(", "));
        println!("{:<16} file name:  {}", "", i.signature.file_name);
        if let Some(c) = i.signature.file_content {
            println!("{:<16} content:    {}", "", c);
        }
        println!();
    }
    Ok(ExitCode::SUCCESS)
}
