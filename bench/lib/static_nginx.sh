# Sourced by the benchmarks that compare the site with nginx serving the same bytes as files:
# `start_static_nginx DIR PORT CONTENT_TYPE` serves $DIR/www on 127.0.0.1:PORT, with every
# temporary path, pid and log inside DIR. The caller stops it with `nginx -c DIR/nginx.conf -s stop`.
start_static_nginx() {
  local dir=$1 port=$2 content_type=$3
  mkdir -p "$dir/www" "$dir/tmp"
  cat >"$dir/nginx.conf" <<NGINX
worker_processes 2;
pid $dir/nginx.pid;
error_log $dir/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type $content_type;
  client_body_temp_path $dir/tmp; proxy_temp_path $dir/tmp; fastcgi_temp_path $dir/tmp;
  uwsgi_temp_path $dir/tmp; scgi_temp_path $dir/tmp;
  server { listen 127.0.0.1:$port; root $dir/www; }
}
NGINX
  # nginx workers run as an unprivileged user; mktemp made the folder private.
  chmod -R a+rX "$dir"
  nginx -c "$dir/nginx.conf"
}
