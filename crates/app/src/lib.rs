pub mod todo_placeholder {}
