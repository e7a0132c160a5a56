//! placeholder
pub struct Xliff2;
