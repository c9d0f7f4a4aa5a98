# fakellm.sh: sourced by the scripts that talk to tests/fakellm.py. With
# $akgen, $tmp (a directory) and $key set: writes the gelu_tanh bf16 kernel the
# server answers with to $tmp/kernel.cu, starts the server (its log in
# $tmp/server.log), waits for its port, and sets srv (its pid) and port.
"$akgen" instantiate specs/gelu_tanh.yaml templates/gelu_tanh/vec.cu --dtype bf16 --arch sm_90 -o "$tmp/kernel.cu" ||
	exit 1
python3 tests/fakellm.py --kernel "$tmp/kernel.cu" --log "$tmp/server.log" --key "$key" >"$tmp/port" &
srv=$!
for _ in $(seq 50); do
	[ -s "$tmp/port" ] && break
	sleep 0.1
done
port=$(cat "$tmp/port")
[ -n "$port" ] || { echo "FAIL: fakellm.py did not start"; exit 1; }
