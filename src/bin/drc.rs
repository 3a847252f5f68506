fn main() {
    println!("drc");
}
