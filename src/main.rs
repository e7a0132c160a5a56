//! locforge command-line entry point.

fn main() {
    println!("locforge");
}
